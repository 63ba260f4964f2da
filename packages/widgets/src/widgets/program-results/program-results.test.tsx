import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountFixture, createFakeClient, createFakeServer, json } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { ProgramResults } from './program-results';

const PDF = '%PDF-1.4\n%test\n';

function fakeServer() {
  return createFakeServer({
    account: () => json(accountFixture({ verified: true })),
    programResultsSend: () => ({ status: 204 }),
    programResultsDownload: () => new Response(PDF, { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="result.pdf"' } }),
  });
}

async function renderResults(server: ReturnType<typeof fakeServer>, onSent?: () => void) {
  const client = await createFakeClient(server);
  render(
    <HealthDeckProvider client={client}>
      <ProgramResults onSent={onSent} />
    </HealthDeckProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('ProgramResults (spec 000 §7.6 program results)', () => {
  it("'Email me my results' calls send (204), says so and reports hd-sent", async () => {
    const server = fakeServer();
    const onSent = vi.fn();
    await renderResults(server, onSent);
    await userEvent.click(await screen.findByRole('button', { name: 'Email me my results' }));
    expect((await screen.findByRole('status')).textContent).toBe('We emailed your results to you.');
    expect(server.requests).toContain('POST /api/client/program-results/send');
    expect(onSent).toHaveBeenCalledOnce();
  });

  it('downloads the server’s PDF as result.pdf', async () => {
    const server = fakeServer();
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:result';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await renderResults(server);
    await userEvent.click(await screen.findByRole('button', { name: 'Download results (PDF)' }));
    expect((await screen.findByRole('status')).textContent).toBe('result.pdf downloaded.');
    expect(names).toEqual(['result.pdf']);
    expect(await blobs[0]!.text()).toBe(PDF);
    expect(blobs[0]!.type).toBe('application/pdf');
  });

  it("shows 'Failed to send program results' and 'Failed to download program results' (spec 000 §8)", async () => {
    const server = fakeServer();
    await renderResults(server);
    server.failNext('programResultsSend');
    await userEvent.click(await screen.findByRole('button', { name: 'Email me my results' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send program results');
    server.failNext('programResultsDownload');
    await userEvent.click(screen.getByRole('button', { name: 'Download results (PDF)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to download program results');
  });

  it('asks a visitor to sign in', async () => {
    const client = await createFakeClient(fakeServer(), { signedIn: false });
    render(
      <HealthDeckProvider client={client} language="de">
        <ProgramResults />
      </HealthDeckProvider>,
    );
    expect(await screen.findByText('Melden Sie sich an, um Ihre Programmergebnisse zu erhalten.')).toBeTruthy();
  });
});
