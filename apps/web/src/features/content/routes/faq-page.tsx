import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/portal';
import { asyncView, sdkQuery } from '../../../lib/sdk-query';
import { AsyncView } from '../../../ui/async-view';
import { EmptyState } from '../../../ui/states';

/** Frequently asked questions, each opening to its answer. */
export default function FaqPage() {
  const faq = asyncView(useQuery(sdkQuery(['faq'], () => api.content.listFaq())));
  return (
    <div className="pt-2">
      <AsyncView {...faq} isEmpty={(d) => d.length === 0} empty={<EmptyState title="暂无常见问题" />}>
        {(items) => (
          <ul className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] bg-card shadow-card">
            {items.map((q) => (
              <li key={q.id}>
                <Disclosure>
                  <DisclosureButton className="group flex min-h-12 w-full items-center gap-3 px-4 py-3 text-left">
                    <span className="flex size-5 shrink-0 items-center justify-center rounded-md bg-primary-soft text-xs font-bold text-primary">
                      Q
                    </span>
                    <span className="flex-1 text-[0.9375rem] text-ink">{q.question}</span>
                    <span aria-hidden="true" className="text-muted transition group-data-[open]:rotate-180">
                      ⌄
                    </span>
                  </DisclosureButton>
                  <DisclosurePanel className="px-4 pb-4 pl-12 text-[0.8125rem] leading-relaxed text-body">
                    {q.answer}
                  </DisclosurePanel>
                </Disclosure>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </div>
  );
}
