// A form inside an element, on the embed as a partner's page gets it (preact/compat): the fields a
// form library registers through our field components reach their elements (React 19 gives a
// function component its ref as a prop; preact does so through src/preact-ref-as-prop.ts). Before
// that hook, choosing a medication in <hd-health-actions> showed nothing and the form could not save.
import { expect } from '@esm-bundle/chai';
import { createKeyStore } from '@healthdeck/crypto/key-store';
import { accountFixture, json, type FakeHandlers } from '@healthdeck/sdk/testing';
import { installFakeServer, loadEmbed, mount, signIn, waitFor } from './support';

const metformin = { id: '00000000-0000-4000-8000-000000000101', name: 'Metformin', generic_name: 'metformin', drug_type: 'HUMAN PRESCRIPTION DRUG', strength: '500 mg tablet' };
const handlers: FakeHandlers = {
  account: () => json(accountFixture({ verified: true })),
  userHealthActions: () => json({ health_actions: [] }),
  healthRecordsCatalogue: () => json({ medications: [metformin], allergies: [], health_issues: [] }),
  currentMedications: () => json({ medications: [] }),
  medicationsLog: () => json({ medications_log: [] }),
};
const fake = installFakeServer(handlers);
// The member's data key, unlocked in this browser before (what sign-in leaves in IndexedDB).
const dataKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
await createKeyStore().save(accountFixture().user.id, dataKey);
await loadEmbed();
await signIn();

/** The element's shadow root, queried. */
const inShadow = <T extends Element>(element: HTMLElement, selector: string) => element.shadowRoot?.querySelector<T>(selector) ?? null;

describe('forms in elements on the embed build', () => {
  it('<hd-health-actions>: the chosen medication reaches the form (its drug type shows) and a missing dosage is refused in the field', async () => {
    const element = await mount('hd-health-actions', { tab: 'medications' });
    const add = await waitFor(() => [...(element.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Add a medication'), 'the Add a medication button');
    add.click();
    const select = await waitFor(() => inShadow<HTMLSelectElement>(element, 'form select'), 'the medication select');
    select.value = metformin.id;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const type = await waitFor(() => inShadow(element, '[data-testid="chosen-drug-type"]'), "the chosen medication's drug type");
    expect(type.textContent).to.equal('Type: HUMAN PRESCRIPTION DRUG');
    // Submitting without a dosage: the form library read the fields, so it names the empty one.
    const save = await waitFor(() => [...(element.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Save medication'), 'Save medication');
    save.click();
    const dosage = await waitFor(() => inShadow<HTMLInputElement>(element, 'input[aria-invalid="true"]'), 'the refused field');
    expect(element.shadowRoot?.querySelector(`label[for="${dosage.id}"]`)?.textContent).to.contain('Dosage');
    expect(fake.called('medicationSchedule')).to.have.length(0);
    element.remove();
  });
});
