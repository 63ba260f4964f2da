// The PDF summary's words, apart from the PDF code (summary-pdf.ts, with pdf-lib) so the portal's
// English catalogue uses the same ones without loading pdf-lib.

/** The summary's headings and fixed words, in the member's language (the portal gives them). */
export interface SummaryLabels {
  title: string;
  /** Plain strings only: the labels cross into the export worker. */
  member: string;
  exported: string;
  sections: {
    vitals: string;
    laboratory: string;
    bodyScans: string;
    activity: string;
    logged: string;
    forms: string;
    medications: string;
    allergies: string;
    conditions: string;
    appointments: string;
    consents: string;
  };
  nothing: string;
  healthyRange: string;
  sandbox: string;
}

export const ENGLISH_SUMMARY_LABELS: SummaryLabels = {
  title: 'Health record summary',
  member: 'Member',
  exported: 'Exported',
  sections: {
    vitals: 'Vitals',
    laboratory: 'Lab results',
    bodyScans: 'Body scans',
    activity: 'From connected devices',
    logged: 'Logged by you',
    forms: 'Questionnaires',
    medications: 'Medications',
    allergies: 'Allergies',
    conditions: 'Health issues',
    appointments: 'Appointments',
    consents: 'Agreements and consents',
  },
  nothing: 'Nothing recorded',
  healthyRange: 'healthy',
  sandbox: 'demo data',
};
