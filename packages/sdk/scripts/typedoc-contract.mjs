// The generated contract types (`paths`, `operations`, `components`) are the contract itself: expanded
// they would be 70,000 lines of markdown. The reference keeps their names and points at the contract.
import { Comment, Converter, ReflectionKind } from 'typedoc';

const CONTRACT_TYPES = new Set(['paths', 'operations', 'components']);

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const reflection of context.project.getReflectionsByKind(ReflectionKind.Interface)) {
      if (!CONTRACT_TYPES.has(reflection.name)) continue;
      for (const child of [...(reflection.children ?? [])]) context.project.removeReflection(child);
      reflection.comment = new Comment([
        {
          kind: 'text',
          text: 'Generated from the contract, openapi/portal.yaml (`pnpm --filter @portal/sdk gen`); see the contract for its members.',
        },
      ]);
    }
  });
}
