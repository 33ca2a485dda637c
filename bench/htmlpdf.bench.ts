// HTML to PDF: two-page PDFs with a header and footer per second through renderWkhtmltopdfTemplate
// (real server over HTTP: auth, template lookup, Liquid in the worker, the warm Chromium), as a ratio
// to Debian's `wkhtmltopdf` command printing the same (Liquid-rendered) HTML in the same run. The
// command cannot print our header and footer, so the anchor prints without them. Also reports the
// cold first render (browser start included). Goal: at least 3x.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startStudioServer } from './lib/studio-server';
import { compare, report } from './lib/throughput';

const run = promisify(execFile);
const WKHTMLTOPDF = '/usr/bin/wkhtmltopdf';
if (!existsSync(WKHTMLTOPDF)) throw new Error('wkhtmltopdf is missing: run node scripts/ensure.mjs as root');

const ROWS = Array.from(
  { length: 14 },
  (_, i) => `<tr><td>Benefit ${i + 1}</td><td>Covered up to HKD {{ data.limit }}</td><td>保障 ${i + 1}</td></tr>`,
).join('');
const HTML = `<html><head><title>Policy schedule</title><style>
  body { font-family: 'DejaVu Sans', sans-serif; font-size: 11pt; } table { width: 100%; border-collapse: collapse; }
  td { border: 1px solid #999; padding: 6px; }</style></head><body>
  <h1>Policy schedule for {{ data.holder }}</h1><p>Policy {{ data.policyNo }}, renewed on {{ data.date }}.</p>
  <table>${ROWS}</table>
  <h2 style="page-break-before: always">Terms</h2><p>${'These terms apply to the policy. '.repeat(40)}</p></body></html>`;
const DATA = { holder: 'Chan Tai Man', policyNo: 'P-2024-0001', date: '2024-12-01', limit: '100,000' };
const RENDERED_HTML = HTML.replaceAll('{{ data.holder }}', DATA.holder)
  .replaceAll('{{ data.policyNo }}', DATA.policyNo)
  .replaceAll('{{ data.date }}', DATA.date)
  .replaceAll('{{ data.limit }}', DATA.limit);

const studio = await startStudioServer();
const dir = await mkdtemp(join(tmpdir(), 'carrier-bench-htmlpdf-'));
try {
  const created = await fetch(studio.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${studio.accessToken}` },
    body: JSON.stringify({
      query: `mutation($input: createWkhtmltopdfTemplateInput!) {
        createWkhtmltopdfTemplate(input: $input) { status createdStatus { id } } }`,
      variables: {
        input: {
          name: 'Bench HTML to PDF',
          html: HTML,
          headerSettings: { left: '[title]', right: 'Page [page] of [topage]', fontSize: 9, line: true, spacing: 2 },
          footerSettings: { center: '{{ data.policyNo }} · [date]', fontSize: 8 },
          marginSettings: { top: 20, right: 10, bottom: 20, left: 10 },
        },
      },
    }),
  });
  const templateId = (
    (await created.json()) as { data: { createWkhtmltopdfTemplate: { createdStatus: { id: string } } } }
  ).data.createWkhtmltopdfTemplate.createdStatus.id;
  const query = `query($id: String!, $content: String) {
    renderWkhtmltopdfTemplate(templateId: $id, input: { name: "data", contentJsonString: $content }) { status errors base64 } }`;
  const variables = { id: templateId, content: JSON.stringify(DATA) };

  const coldStarted = performance.now();
  const cold = await fetch(studio.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${studio.accessToken}` },
    body: JSON.stringify({ query, variables }),
  });
  const first = (await cold.json()) as { data: { renderWkhtmltopdfTemplate: { status: string; base64: string } } };
  const coldMs = performance.now() - coldStarted;
  if (first.data.renderWkhtmltopdfTemplate.status !== 'success') throw new Error(JSON.stringify(first));
  const pdfPath = join(dir, 'ours.pdf');
  await writeFile(pdfPath, Buffer.from(first.data.renderWkhtmltopdfTemplate.base64, 'base64'));
  const pages = (await run('pdfinfo', [pdfPath])).stdout.match(/Pages:\s+(\d+)/)?.[1];
  console.log(`htmlpdf: cold first render (Chromium start included) ${coldMs.toFixed(0)} ms; ${pages} pages`);

  const htmlPath = join(dir, 'document.html');
  await writeFile(htmlPath, RENDERED_HTML);
  let counter = 0;
  const wkhtmltopdf = async () => {
    const out = join(dir, `anchor-${counter++ % 4}.pdf`);
    await run(
      WKHTMLTOPDF,
      [
        '-q',
        // The file names no charset: without this the command prints the Chinese cells as Latin-1 mojibake.
        '--encoding',
        'utf-8',
        '--margin-top',
        '20',
        '--margin-bottom',
        '20',
        '--margin-left',
        '10',
        '--margin-right',
        '10',
        htmlPath,
        out,
      ],
      {
        env: { ...process.env, QT_QPA_PLATFORM: 'offscreen' },
      },
    );
  };
  await wkhtmltopdf();
  const anchorPages = (await run('pdfinfo', [join(dir, 'anchor-0.pdf')])).stdout.match(/Pages:\s+(\d+)/)?.[1];
  console.log(`htmlpdf: wkhtmltopdf prints the same HTML on ${anchorPages} pages`);

  // One at a time (the latency a user waits for), then two at a time (the machine has two cores).
  for (const concurrency of [1, 2]) {
    report(
      `htmlpdf: renderWkhtmltopdfTemplate, 2 pages with header and footer (HTTP, Liquid, warm Chromium), ${concurrency} at a time`,
      await compare(
        { name: 'renderWkhtmltopdfTemplate', run: studio.caller(query, variables) },
        { name: 'wkhtmltopdf', run: wkhtmltopdf },
        2,
        { concurrency, durationMs: 4000, warmupMs: 500 },
      ),
      'wkhtmltopdf command (same HTML, no header or footer)',
    );
  }
} finally {
  await studio.close();
  await rm(dir, { recursive: true, force: true });
}
