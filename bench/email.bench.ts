// Email renders per second through the email kind's render (Liquid and MJML 5, in one hop to the MJML
// worker thread; a template whose Liquid is all in copied text compiles once, then Liquid per email), as a ratio to a bare `mjml2html` of the same markup in this process,
// measured in the same run. Each render gets different data (a counter in the holder's name), so the
// MJML output cache never answers: the ratio is the platform's cost, not the cache's. A last line shows
// a render of the same data again (the cache's hit).
import mjml2html from 'mjml';
import { renderEmailMarkup } from '../apps/server/src/modules/templates/kinds/email-mjml/email-mjml.service';
import { startStudioServer } from './lib/studio-server';
import { compare, report } from './lib/throughput';

const MJML = `<mjml>
  <mj-head>
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /></mj-attributes>
    <mj-preview>Your policy {{ data.policies.list[0].issuerNumber }} renews soon</mj-preview>
  </mj-head>
  <mj-body background-color="#f4f6f8">
    <mj-section background-color="#0b3d91"><mj-column><mj-text color="#ffffff" font-size="22px">Carrier Insurance</mj-text></mj-column></mj-section>
    <mj-section background-color="#ffffff">
      <mj-column>
        <mj-text font-size="18px">Dear {{ data.policies.list[0].holder.name }},</mj-text>
        <mj-text>Your policy <b>{{ data.policies.list[0].issuerNumber }}</b> ends on {{ data.policies.list[0].endDate | date: '%d/%m/%Y' }}.
          The renewal premium is {{ data.policies.list[0].premium.formattedPrice }}.</mj-text>
        <mj-table>
          <tr><th align="left">Insured</th><th align="left">Relationship</th></tr>
          {% for member in data.policies.list[0].members %}<tr><td>{{ member.name }}</td><td>{{ member.relationship }}</td></tr>{% endfor %}
        </mj-table>
        <mj-button href="https://example.test/renew/{{ data.policies.list[0].issuerNumber }}" background-color="#0b3d91">Renew now</mj-button>
      </mj-column>
    </mj-section>
    <mj-section><mj-column><mj-divider border-color="#cccccc" /><mj-text font-size="11px" color="#666666">You receive this email because you hold a policy with us.</mj-text></mj-column></mj-section>
  </mj-body>
</mjml>`;

const dataFor = (n: number) => ({
  policies: {
    list: [
      {
        holder: { name: `Chan Tai Man ${n}` },
        issuerNumber: 'TEST-POL-0001',
        endDate: '2026-12-31T00:00:00.000Z',
        premium: { formattedPrice: 'HKD 12,880.00' },
        members: [
          { name: `Chan Tai Man ${n}`, relationship: 'self' },
          { name: 'Wong Mei Ling', relationship: 'spouse' },
          { name: 'Chan Siu Ming', relationship: 'child' },
        ],
      },
    ],
  },
});

const studio = await startStudioServer();
try {
  // The markup Liquid produces for render n: the same text for both sides (checked once here).
  const first = await renderEmailMarkup(studio.services, {
    mjml: MJML,
    tenant: 'test',
    input: { name: 'data', contentJsonString: JSON.stringify(dataFor(0)) },
    text: false,
  });
  if (!first.ok) throw new Error(JSON.stringify(first));
  const liquidOutput = await studio.services.templates.renderLiquid({
    source: MJML,
    input: { name: 'data', contentJsonString: JSON.stringify(dataFor(0)) },
  });
  if (!liquidOutput.ok) throw new Error(JSON.stringify(liquidOutput));
  const markupFor = (n: number) => liquidOutput.value.replaceAll('Chan Tai Man 0', `Chan Tai Man ${n}`);
  const bare = await mjml2html(markupFor(0), { validationLevel: 'soft', keepComments: false });
  if (bare.html !== first.value.html) throw new Error('the two sides do not render the same HTML');
  // The template compiles first (MJML once, then Liquid per email): later emails must still be the same.
  const second = await renderEmailMarkup(studio.services, {
    mjml: MJML,
    tenant: 'test',
    input: { name: 'data', contentJsonString: JSON.stringify(dataFor(1)) },
    text: false,
  });
  const bareSecond = await mjml2html(markupFor(1), { validationLevel: 'soft', keepComments: false });
  if (!second.ok || second.value.html !== bareSecond.html) throw new Error('a later email differs from bare MJML');
  console.log(`one email: ${first.value.html.length} characters of HTML, ${first.value.warnings.length} warnings`);

  let counter = 1;
  const ours = (text: boolean) => async () => {
    const answer = await renderEmailMarkup(studio.services, {
      mjml: MJML,
      tenant: 'test',
      input: { name: 'data', contentJsonString: JSON.stringify(dataFor(counter++)) },
      text,
    });
    if (!answer.ok) throw new Error(JSON.stringify(answer));
  };
  const mjmlAlone = async () => {
    await mjml2html(markupFor(counter++), { validationLevel: 'soft', keepComments: false });
  };
  const anchor = { name: 'mjml2html', run: mjmlAlone };
  for (const concurrency of [1, 8]) {
    report(
      `email: Liquid + MJML (workers, new data each render), concurrency ${concurrency}`,
      await compare({ name: 'renderEmailMarkup', run: ours(false) }, anchor, 3, { concurrency }),
      'bare mjml2html of the same markup',
    );
  }
  report(
    'email: Liquid + MJML + plain-text part (as renderEmailMjmlTemplate), concurrency 1',
    await compare({ name: 'renderEmailMarkup+text', run: ours(true) }, anchor, 3, { concurrency: 1 }),
    'bare mjml2html of the same markup',
  );
  const same = { name: 'data', contentJsonString: JSON.stringify(dataFor(0)) };
  report(
    'email: the same data again (MJML output cache hit), concurrency 1',
    await compare(
      {
        name: 'cached',
        run: async () => {
          await renderEmailMarkup(studio.services, { mjml: MJML, tenant: 'test', input: same, text: false });
        },
      },
      anchor,
      3,
      { concurrency: 1 },
    ),
    'bare mjml2html of the same markup',
  );
} finally {
  await studio.close();
  await studio.services.mjml.close();
}
