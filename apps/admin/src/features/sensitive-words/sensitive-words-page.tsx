import { type AdminSchemas, admin, checkRequired, FieldRules } from '../../lib/admin';
import { CrudPage } from '../../ui/crud-page';

type Word = AdminSchemas['SensitiveWord'];

/** The words masked in posts and comments; the app reads the new list at once. */
export default function SensitiveWordsPage() {
  return (
    <CrudPage<Word>
      title="敏感词"
      noun="敏感词"
      searchPlaceholder="搜索敏感词"
      operation="listSensitiveWords"
      load={({ page, pageSize, keyword }, signal) =>
        admin.listSensitiveWords({ currentPage: page, pageSize, ...(keyword ? { keyword } : {}) }, { signal })
      }
      rowKey={(w) => w.id}
      columns={[{ key: 'word', title: '敏感词', render: (w) => w.word }]}
      fields={[
        {
          name: 'word',
          label: '敏感词',
          check: (v) => checkRequired('敏感词', v, FieldRules.SensitiveWord.maxLength),
        },
      ]}
      empty={{ word: '' }}
      create={(v) => admin.addSensitiveWord({ word: (v.word ?? '').trim() })}
      remove={(w) => admin.deleteSensitiveWord(w.id)}
      describe={(w) => w.word}
    />
  );
}
