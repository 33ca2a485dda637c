/** @jsxRuntime automatic @jsxImportSource react */
// The form-control kit under a big form: mounts 500 kit text inputs and, side by side in the same
// process, 500 plain <input>s (median of several alternating rounds), then types into one kit input
// and counts, with React's Profiler, how often the other 499 render again. Fails unless that is 0.
// Runs on jsdom with React's development build, which the Profiler needs; compare the ratio, not ms.
import { createRequire } from 'node:module';
import type { ProfilerOnRenderCallback, ReactNode } from 'react';

const COUNT = 500;
const ROUNDS = 11;
const TYPED = 'hello';

type JsdomModule = {
  JSDOM: new (
    html: string,
    options: { url: string; pretendToBeVisual: boolean },
  ) => { window: Window & typeof globalThis };
};

/** Puts a jsdom window's globals (document, HTMLElement, Event...) on globalThis before React loads. */
function installDom() {
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as JsdomModule;
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', {
    url: 'http://localhost/',
    pretendToBeVisual: true,
  });
  const globals = globalThis as unknown as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(window)) {
    if (!(key in globalThis)) globals[key] = (window as unknown as Record<string, unknown>)[key];
  }
  Object.defineProperty(globalThis, 'navigator', { value: window.navigator, configurable: true });
  Object.assign(globalThis, { window, document: window.document, IS_REACT_ACT_ENVIRONMENT: true });
  return window;
}

const window = installDom();
const React = await import('react');
const { act, Profiler } = React;
// tsx compiles workspace sources outside bench/tsconfig.json (the kit) with the classic JSX transform,
// which calls a global React.
Object.assign(globalThis, { React });
const { createRoot } = await import('react-dom/client');
const { TextInput } = await import('@carrier/kit');

function KitForm({ onRender }: { onRender?: ProfilerOnRenderCallback }) {
  const fields = Array.from({ length: COUNT }, (_, index) => {
    const input = <TextInput label={`Field ${index + 1}`} name={`field${index}`} />;
    return onRender ? (
      <Profiler key={index} id={String(index)} onRender={onRender}>
        {input}
      </Profiler>
    ) : (
      <div key={index}>{input}</div>
    );
  });
  return <form>{fields}</form>;
}

function PlainForm() {
  return (
    <form>
      {Array.from({ length: COUNT }, (_, index) => (
        <div key={index}>
          <input name={`field${index}`} aria-label={`Field ${index + 1}`} />
        </div>
      ))}
    </form>
  );
}

/** Milliseconds to render and commit `ui` into a fresh container. */
function timeMount(ui: ReactNode): number {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const started = performance.now();
  act(() => root.render(ui));
  const elapsed = performance.now() - started;
  act(() => root.unmount());
  container.remove();
  return elapsed;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Sets an input's value the way typing does, so React's onChange fires (jsdom's Event, not Node's). */
function typeInto(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(window.HTMLInputElement.prototype, 'value')?.set;
  for (let length = 1; length <= text.length; length += 1) {
    act(() => {
      setValue?.call(input, text.slice(0, length));
      input.dispatchEvent(new window.Event('input', { bubbles: true }));
    });
  }
}

// Warm up both, then alternate so drift in the process affects both alike.
timeMount(<KitForm />);
timeMount(<PlainForm />);
const kitTimes: number[] = [];
const plainTimes: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  kitTimes.push(timeMount(<KitForm />));
  plainTimes.push(timeMount(<PlainForm />));
}
const kitMs = median(kitTimes);
const plainMs = median(plainTimes);

const renders = new Map<string, number>();
const container = document.createElement('div');
document.body.append(container);
const root = createRoot(container);
act(() => root.render(<KitForm onRender={(id) => renders.set(id, (renders.get(id) ?? 0) + 1)} />));
renders.clear();
const touched = Math.floor(COUNT / 2);
const input = container.querySelectorAll('input')[touched] as HTMLInputElement;
typeInto(input, TYPED);
const touchedRenders = renders.get(String(touched)) ?? 0;
const otherRenders = [...renders].filter(([id]) => id !== String(touched)).reduce((sum, [, count]) => sum + count, 0);
act(() => root.unmount());

console.log(
  `kit-form: mount ${COUNT} kit inputs ${kitMs.toFixed(1)} ms vs ${COUNT} plain inputs ${plainMs.toFixed(1)} ms, ` +
    `ratio ${(kitMs / plainMs).toFixed(2)}; re-renders of untouched inputs: ${otherRenders}`,
);
console.log(
  `kit-form: typed "${TYPED}" into input ${touched + 1}: it rendered ${touchedRenders} times and holds "${input.value}"; ` +
    `medians of ${ROUNDS} rounds, React development build on jsdom`,
);

if (input.value !== TYPED || touchedRenders < TYPED.length) {
  console.error('kit-form: typing did not reach the kit input, so the re-render count proves nothing');
  process.exit(1);
}
if (otherRenders !== 0) {
  console.error(`kit-form: ${otherRenders} re-renders of untouched inputs (expected 0)`);
  process.exit(1);
}
