/**
 * Collected log lines as one text without the fields whose digits could spell a 6-digit code by chance
 * (timings, ports, ids): a code found in what is left was really logged.
 */
export function logText(lines: string[]): string {
  return lines
    .join('')
    .replace(/"(responseTime|time|pid|remotePort)":[\d.]+/g, '')
    .replace(/"reqId":"[^"]*"/g, '');
}
