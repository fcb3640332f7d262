import { type AdminSchemas, admin, checkRequired, FieldRules } from '../../lib/admin';
import { refusal } from '../../lib/answers';
import { CrudPage } from '../../ui/crud-page';

type Word = AdminSchemas['SensitiveWord'];

/** The words masked in posts and comments; the app reads the new list at once. */
export default function SensitiveWordsPage() {
  return (
    <CrudPage<Word>
      title="敏感词"
      noun="敏感词"
      searchPlaceholder="搜索敏感词"
      load={({ page, pageSize, keyword }) =>
        admin.call(
          admin.api.GET('/v1/admin/sensitive-words', {
            params: { query: { currentPage: page, pageSize, ...(keyword ? { keyword } : {}) } },
          }),
        )
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
      create={(v) =>
        refusal(
          admin.call(admin.api.POST('/v1/admin/sensitive-words', { body: { word: (v.word ?? '').trim() } })),
        )
      }
      remove={(w) =>
        refusal(
          admin.call(admin.api.DELETE('/v1/admin/sensitive-words/{id}', { params: { path: { id: w.id } } })),
        )
      }
      describe={(w) => w.word}
    />
  );
}
