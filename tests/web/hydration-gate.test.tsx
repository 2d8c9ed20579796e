import { act, Suspense, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHydrationGate, HydrationGate, type HydrationGate as Gate } from '../../web/src/lib/hydration-gate';

/** A card-like part with state and a handler, so that hydration is observable. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

function Page({ gate, label = 'Mango' }: { gate: Gate; label?: string }) {
  return (
    <main>
      <Suspense>
        <HydrationGate gate={gate}>
          <Counter label={label} />
        </HydrationGate>
      </Suspense>
    </main>
  );
}

const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

beforeAll(() => {
  // This file drives React directly (not through Testing Library), so it says it uses act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let container: HTMLElement;
let root: Root | undefined;

/** The server's HTML. (On the server a gate never waits; jsdom has a window, so this one starts open.) */
function serverPage() {
  const gate = createHydrationGate();
  gate.open();
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page gate={gate} />);
  document.body.append(container);
  return container.querySelector('button')!;
}

/** The server's HTML hydrated with a closed gate; console errors are watched from the start. */
async function hydrateClosed() {
  const errors = vi.spyOn(console, 'error');
  const button = serverPage();
  const gate = createHydrationGate();
  await act(async () => {
    root = hydrateRoot(container, <Page gate={gate} />);
  });
  return { errors, button, gate };
}

afterEach(() => {
  vi.restoreAllMocks();
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe('HydrationGate', () => {
  it('renders its children on the server', () => {
    const button = serverPage();
    expect(button.textContent).toBe('Mango 0');
  });

  it('keeps the server HTML unhydrated while closed, and hydrates it (same node) once opened', async () => {
    const { errors, button, gate } = await hydrateClosed();
    expect(container.querySelector('button')).toBe(button);
    expect(isHydrated(button)).toBe(false);
    expect(gate.state).toBe('waiting');

    await act(async () => gate.open());
    expect(container.querySelector('button')).toBe(button);
    expect(isHydrated(button)).toBe(true);
    await act(async () => button.click());
    expect(button.textContent).toBe('Mango 1');
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates a closed part at once when an update reaches it, instead of rendering it from scratch', async () => {
    const { errors, button, gate } = await hydrateClosed();
    expect(isHydrated(button)).toBe(false);
    await act(async () => root!.render(<Page gate={gate} label="Kesar" />));
    // The server's node was adopted (not replaced) and then updated.
    expect(container.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('Kesar 0');
    expect(errors).not.toHaveBeenCalled();
  });

  it('never holds back a render on the client (a page reached by navigation)', async () => {
    container = document.createElement('div');
    document.body.append(container);
    const gate = createHydrationGate();
    await act(async () => {
      root = createRoot(container);
      root.render(<Page gate={gate} />);
    });
    expect(container.querySelector('button')?.textContent).toBe('Mango 0');
    expect(gate.state).toBe('closed');
  });
});
