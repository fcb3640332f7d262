/** `text` with the first match of `word` (any case) in bold primary colour. */
export function Highlight({ text, word }: { text: string; word?: string }) {
  const at = word ? text.toLowerCase().indexOf(word.toLowerCase()) : -1;
  if (!word || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <b className="font-semibold text-primary">{text.slice(at, at + word.length)}</b>
      {text.slice(at + word.length)}
    </>
  );
}
