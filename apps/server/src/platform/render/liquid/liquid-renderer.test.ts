import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createLiquidRenderer } from './liquid-renderer';

const renderer = createLiquidRenderer();
afterAll(() => renderer.close());

const render = (source: string, data: Record<string, unknown> = {}) => renderer.render({ source, data });

describe('Liquid renderer', () => {
  it('renders with data and caches per key', async () => {
    expect(await render('Hi {{ data.name }}', { data: { name: 'Ann' } })).toEqual({
      ok: true,
      value: { text: 'Hi Ann' },
    });
    const first = await renderer.render({ cacheKey: 't1:1', source: '{{ a }}', data: { a: 1 } });
    const again = await renderer.render({ cacheKey: 't1:1', source: '{{ a }}', data: { a: 2 } });
    expect([first, again]).toEqual([
      { ok: true, value: { text: '1' } },
      { ok: true, value: { text: '2' } },
    ]);
  });

  it('reads own properties only', async () => {
    expect(await render('[{{ x.constructor }}{{ x.toString }}{{ x.__proto__ }}]', { x: {} })).toEqual({
      ok: true,
      value: { text: '[]' },
    });
  });

  it('stops a loop of 10^8 iterations', async () => {
    const started = Date.now();
    const answer = await render('{% for i in (1..100000000) %}{{ i }}{% endfor %}');
    expect(answer.ok).toBe(false);
    expect(Date.now() - started).toBeLessThan(3500);
    const nested = await render('{% for i in (1..10000) %}{% for j in (1..10000) %}{% endfor %}{% endfor %}');
    expect(nested).toMatchObject({ ok: false, problem: { message: expect.stringContaining('limit exceeded') } });
  });

  it('stops a huge date padding and a doubling concat', async () => {
    expect(await render("{{ 'now' | date: '%100000000d' }}")).toMatchObject({ ok: false });
    const doubling =
      "{% assign a = 'x,x' | split: ',' %}{% for i in (1..60) %}{% assign a = a | concat: a %}{% endfor %}{{ a | size }}";
    // The memory limit stops it; on a busy machine the 1 s render limit may come first.
    expect(await render(doubling)).toMatchObject({
      ok: false,
      problem: { message: expect.stringMatching(/^(memory alloc|template render) limit exceeded$/) },
    });
  });

  it('refuses output past 5 000 000 characters while rendering (a 200 MB loop, a doubling capture)', async () => {
    const tooLong = { ok: false, problem: { message: 'The rendered output is longer than 5000000 characters.' } };
    const twoKilobytes = 'x'.repeat(2000);
    expect(await render(`{% for i in (1..100000) %}${twoKilobytes}{% endfor %}`)).toMatchObject(tooLong);
    const doubling =
      '{% capture a %}x{% endcapture %}{% for i in (1..40) %}{% capture a %}{{ a }}{{ a }}{% endcapture %}{% endfor %}{{ a | size }}';
    expect(await render(doubling)).toMatchObject(tooLong);
    expect(await render(`{% for i in (1..2500) %}${twoKilobytes}{% endfor %}`)).toMatchObject({ ok: true });
    expect(await render('{{ 1 | plus: 1 }}')).toEqual({ ok: true, value: { text: '2' } });
  });

  it('never reads files: include and render of /etc/passwd fail', async () => {
    const passwd = readFileSync('/etc/passwd', 'utf8').split('\n')[0] ?? 'root:';
    for (const source of [
      "{% include '/etc/passwd' %}",
      "{% render '/etc/passwd' %}",
      "{% render 'header.liquid' %}",
    ]) {
      const answer = await render(source);
      expect(answer.ok).toBe(false);
      expect(JSON.stringify(answer)).not.toContain(passwd);
    }
  });

  it('reports line and column of a syntax error', async () => {
    expect(await render('hello\n  {{ x | nope: }')).toEqual({
      ok: false,
      problem: { line: 2, column: 3, message: 'output "{{ x | nope: }" not closed' },
    });
  });

  it('keeps working after a render is stopped', async () => {
    await render('{% for i in (1..100000000) %}{% endfor %}');
    expect(await render('{{ 1 | plus: 1 }}')).toEqual({ ok: true, value: { text: '2' } });
  });

  it('terminates a render past the hard timeout and renders again afterwards', async () => {
    const impatient = createLiquidRenderer({ hardTimeoutMs: 150 });
    try {
      await impatient.render({ source: 'warm', data: {} });
      // Seconds of work on any machine: the 150 ms hard timeout ends it long before liquidjs's own
      // render limit (1 s) would, with a wide margin either way, even on a busy machine.
      const slow = '{% for i in (1..3000000) %}{% endfor %}done';
      expect(await impatient.render({ source: slow, data: {} })).toEqual({
        ok: false,
        problem: { line: 1, column: 1, message: 'The template took longer than 150 ms to render.' },
      });
      expect(await impatient.render({ source: '{{ 2 | times: 3 }}', data: {} })).toEqual({
        ok: true,
        value: { text: '6' },
      });
    } finally {
      await impatient.close();
    }
  });
});
