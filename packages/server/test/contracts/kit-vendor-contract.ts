// What any kit vendor adapter (Spot lab panels, Namida, 3D Look body scans) must do, the sandboxes
// included: a real adapter, run against a double of its vendor, passes the same tests. The vendors
// publish no API, so the contract is the adapter interface (vendors/vendor-adapters.ts) and the
// spec's kit statuses (contract KitStatusData, KitProduct).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KitProduct, KitStatusData } from '@healthdeck/contract';
import type { KitVendor, VendorKitReport } from '../../src/vendors/vendor-adapters.js';

export interface KitVendorUnderTest {
  vendor: KitVendor;
  /** Whether this adapter is the vendor's sandbox (its reports are made up). */
  sandbox: boolean;
  /** Whether results come as a PDF file (Spot and Namida do; 3D Look delivers measurements only). */
  resultsFile: boolean;
  /** Moves a registered kit on by one of the vendor's steps (a sandbox's advance; a double's next status). */
  progress(kitId: string): Promise<void>;
  close?(): Promise<void>;
}

/** A vendor reports a kit within this many steps from registration to results. */
const MAX_STEPS = 12;
const PERSON = { id: '00000000-0000-4000-8000-00000000c0de', email: 'contract@example.test' };

function expectReportShape(report: VendorKitReport | null, providerCode: string): VendorKitReport {
  expect(report).not.toBeNull();
  const r = report!;
  expect(KitStatusData.parse(r.data)).toEqual(r.data);
  expect(r.data.provider_code).toBe(providerCode);
  expect(Number.isInteger(r.version)).toBe(true);
  expect(typeof r.status).toBe('string');
  // Results are final; a final report without results is an exception status.
  if (r.resultsReady) expect(r.final).toBe(true);
  return r;
}

export function kitVendorContract(label: string, setup: () => Promise<KitVendorUnderTest>): void {
  describe(`kit vendor adapter contract: ${label}`, () => {
    let under: KitVendorUnderTest;
    beforeAll(async () => {
      under = await setup();
    });
    afterAll(async () => {
      await under.close?.();
    });
    const testCode = () => under.vendor.products()[0]!.test_code;

    it('says whether it is a sandbox, and lists its products in the contract shape under its own provider code', () => {
      expect(under.vendor.sandbox).toBe(under.sandbox);
      const products = under.vendor.products();
      expect(products.length).toBeGreaterThan(0);
      for (const product of products) {
        expect(KitProduct.parse(product)).toEqual(product);
        expect(product.provider_code).toBe(under.vendor.providerCode);
      }
      expect(new Set(products.map((p) => p.test_code)).size).toBe(products.length);
    });

    it('issues kits with ids of their own and knows each one; an id it never issued is unknown everywhere', async () => {
      const [a, b] = [await under.vendor.issueKit(testCode()), await under.vendor.issueKit(testCode())];
      expect(a).toMatch(/^\S{4,}$/);
      expect(b).not.toBe(a);
      expect(await under.vendor.lookup(a)).toEqual({ testCode: testCode() });
      const unknown = `${a}-NEVER-ISSUED`;
      expect(await under.vendor.lookup(unknown)).toBeNull();
      expect(await under.vendor.report(unknown)).toBeNull();
      expect(await under.vendor.resultsPdf(unknown)).toBeNull();
    });

    it('a registered kit may be given back, and registered again, until its sample is in; no results before', async () => {
      const kitId = await under.vendor.issueKit(testCode());
      await under.vendor.register(kitId, PERSON);
      const first = expectReportShape(await under.vendor.report(kitId), under.vendor.providerCode);
      expect(first).toMatchObject({ resultsReady: false, final: false, unregisterable: true });
      expect(await under.vendor.resultsPdf(kitId)).toBeNull();
      await under.vendor.unregister(kitId);
      expect(expectReportShape(await under.vendor.report(kitId), under.vendor.providerCode).unregisterable).toBe(true);
      await under.vendor.register(kitId, PERSON);
      expect(expectReportShape(await under.vendor.report(kitId), under.vendor.providerCode).final).toBe(false);
    });

    it('moves a kit through its statuses to results: versions never go back, the kit cannot be given back once collected, and nothing changes after results', async () => {
      const kitId = await under.vendor.issueKit(testCode());
      await under.vendor.register(kitId, PERSON);
      let report = expectReportShape(await under.vendor.report(kitId), under.vendor.providerCode);
      let collected = false;
      for (let step = 0; step < MAX_STEPS && !report.final; step += 1) {
        await under.progress(kitId);
        const next = expectReportShape(await under.vendor.report(kitId), under.vendor.providerCode);
        expect(next.version).toBeGreaterThanOrEqual(report.version);
        if (!next.unregisterable) collected = true;
        // Once the sample is in, the kit stays the member's.
        if (collected) expect(next.unregisterable).toBe(false);
        report = next;
      }
      expect(report).toMatchObject({ final: true, resultsReady: true, unregisterable: false });
      const pdf = await under.vendor.resultsPdf(kitId);
      if (under.resultsFile) expect(Buffer.from(pdf!.slice(0, 5)).toString('latin1')).toBe('%PDF-');
      else expect(pdf).toBeNull();
      await under.progress(kitId);
      const after = expectReportShape(await under.vendor.report(kitId), under.vendor.providerCode);
      const { data: _data, ...outcome } = report;
      expect(after).toMatchObject(outcome);
    });
  });
}
