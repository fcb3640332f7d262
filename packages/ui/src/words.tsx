/**
 * The kit's own words, for a screen that says the same outside a kit component (the console's chart and
 * its route fallback, the reader's title while a chapter loads), so each is written once.
 */

/** What a placeholder announces while content loads (the progressbar's name). */
export const LOADING_TEXT = '加载中';

/** The loading line of a table or a page while its content is on its way. */
export const LOADING_LINE = `${LOADING_TEXT}…`;

/** What an empty table or chart says. */
export const EMPTY_TEXT = '暂无数据';
