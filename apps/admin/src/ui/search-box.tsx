import { Button } from '@portal/ui/button';
import { filterInputClass } from '@portal/ui/field';
import { type FormEvent, useState } from 'react';

/** A search field with its button; Enter searches too. */
export function SearchBox({ placeholder, onSearch }: { placeholder: string; onSearch(text: string): void }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <search>
      <form onSubmit={submit} className="flex gap-2">
        <input
          aria-label={placeholder}
          placeholder={placeholder}
          className={`${filterInputClass} w-56`}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button size="medium" variant="ghost" type="submit">
          搜索
        </Button>
      </form>
    </search>
  );
}
