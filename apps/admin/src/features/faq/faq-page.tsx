import { type AdminSchemas, admin, checkRequired, FieldRules } from '../../lib/admin';
import { asPage } from '../../lib/answers';
import { CrudPage } from '../../ui/crud-page';
import type { FormValues } from '../../ui/form-dialog';

type Faq = AdminSchemas['AdminFaq'];

const fields = [
  {
    name: 'question',
    label: '问题',
    check: (v: string) => checkRequired('问题', v, FieldRules.FaqQuestion.maxLength),
  },
  {
    name: 'sort',
    label: '排序 (越大越靠前)',
    check: (v: string) => (/^-?\d*$/.test(v.trim()) ? null : '排序需为整数'),
  },
  {
    name: 'answer',
    label: '回答',
    kind: 'textarea' as const,
    check: (v: string) => checkRequired('回答', v, FieldRules.FaqAnswer.maxLength),
  },
];
const input = (v: FormValues) => ({
  question: (v.question ?? '').trim(),
  answer: (v.answer ?? '').trim(),
  sort: Number(v.sort || 0),
});

/** The help page's questions and answers. */
export default function FaqPage() {
  return (
    <CrudPage<Faq>
      title="常见问题"
      noun="问题"
      operation="listFaq"
      load={(_, signal) => asPage(admin.listFaq({ signal }))}
      rowKey={(f) => f.id}
      columns={[
        { key: 'q', title: '问题', render: (f) => f.question },
        {
          key: 'a',
          title: '回答',
          className: 'max-w-md',
          render: (f) => <p className="line-clamp-2">{f.answer}</p>,
        },
        { key: 'sort', title: '排序', render: (f) => f.sort },
      ]}
      fields={fields}
      empty={{ question: '', answer: '', sort: '0' }}
      valuesOf={(f) => ({ question: f.question, answer: f.answer, sort: String(f.sort) })}
      create={(v) => admin.createFaq(input(v))}
      update={(f, v) => admin.updateFaq(f.id, input(v))}
      remove={(f) => admin.deleteFaq(f.id)}
      describe={(f) => f.question}
    />
  );
}
