import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { GlobalOptions } from './args.js';
import { createContext, stateFileFor } from './context.js';
import { type CliFailure, toFailure, withConnectionCause } from './failure.js';
import { smokeSteps } from './smoke-steps.js';

export interface StepReport {
  id: string;
  label: string;
  ok: boolean;
  ms: number;
  detail?: string;
  error?: { code: number; kind: string; message: string };
}

export interface SmokeReport {
  ok: boolean;
  baseUrl: string;
  steps: StepReport[];
  totalMs: number;
  failure?: CliFailure;
}

const pad = (text: string, width: number): string => {
  // CJK characters take two terminal columns.
  const columns = [...text].reduce((n, c) => n + (/[\u1100-\uffff]/.test(c) ? 2 : 1), 0);
  return text + ' '.repeat(Math.max(0, width - columns));
};

export function formatStep(step: StepReport, index: number, count: number): string {
  const mark = step.ok ? '✔' : '✘';
  const ms = `${step.ms} ms`.padStart(8);
  const tail = step.ok ? (step.detail ?? '') : (step.error?.message ?? '');
  return `${mark} ${String(index + 1).padStart(2)}/${count} ${pad(step.id, 14)}${pad(step.label, 11)}${ms}  ${tail}`;
}

/**
 * The whole partner journey against one server, stopping at the first failure. It keeps its own
 * session file (`<server>.smoke.json`, started afresh) so it never replaces the session of
 * `portal login`.
 */
export async function runSmoke(options: GlobalOptions, onStep: (line: string) => void): Promise<SmokeReport> {
  const stateFile = stateFileFor(options.stateDir, options.baseUrl, '.smoke');
  rmSync(stateFile, { force: true });
  const ctx = createContext(options, stateFile);
  const steps = smokeSteps(ctx);
  const reports: StepReport[] = [];
  const started = performance.now();
  for (const [index, step] of steps.entries()) {
    const t0 = performance.now();
    let report: StepReport;
    let failure: CliFailure | undefined;
    try {
      const detail = await step.run();
      report = { id: step.id, label: step.label, ok: true, ms: Math.round(performance.now() - t0), detail };
    } catch (error) {
      failure = withConnectionCause(toFailure(error), options.baseUrl);
      report = {
        id: step.id,
        label: step.label,
        ok: false,
        ms: Math.round(performance.now() - t0),
        error: { code: failure.code, kind: failure.kind, message: failure.message },
      };
    }
    reports.push(report);
    onStep(formatStep(report, index, steps.length));
    if (failure) {
      return {
        ok: false,
        baseUrl: options.baseUrl,
        steps: reports,
        totalMs: Math.round(performance.now() - started),
        failure,
      };
    }
  }
  return {
    ok: true,
    baseUrl: options.baseUrl,
    steps: reports,
    totalMs: Math.round(performance.now() - started),
  };
}
