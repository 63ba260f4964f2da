import type { ImportMessages } from './messages.js';

// Loaded on first use of a language other than English (see Catalogue). The column values
// (general-health-test, processing, YYYY-MM-DD…) are what the file must hold, so they stay as written.
export const es: ImportMessages = {
  notes: {
    customerEmail: 'único; el miembro con este correo recibe este registro de cliente',
    orderNumber: 'único; letras, dígitos y guiones',
    orderCustomer: 'un cliente ya importado',
    product: 'general-health-test, auria-test o fitbit',
    trackingStatus: 'processing (por defecto), shipped o delivered',
    orderDate: 'YYYY-MM-DD; hoy si está vacía',
  },
};

export const fr: ImportMessages = {
  notes: {
    customerEmail: 'unique ; le membre ayant cet e-mail reçoit cette fiche client',
    orderNumber: 'unique ; lettres, chiffres et tirets',
    orderCustomer: 'un client déjà importé',
    product: 'general-health-test, auria-test ou fitbit',
    trackingStatus: 'processing (par défaut), shipped ou delivered',
    orderDate: "YYYY-MM-DD ; aujourd'hui si vide",
  },
};

export const de: ImportMessages = {
  notes: {
    customerEmail: 'eindeutig; ein Mitglied mit dieser E-Mail erhält diesen Kundendatensatz',
    orderNumber: 'eindeutig; Buchstaben, Ziffern und Bindestriche',
    orderCustomer: 'ein bereits importierter Kunde',
    product: 'general-health-test, auria-test oder fitbit',
    trackingStatus: 'processing (Standard), shipped oder delivered',
    orderDate: 'YYYY-MM-DD; leer bedeutet heute',
  },
};

export const pt: ImportMessages = {
  notes: {
    customerEmail: 'único; o membro com este e-mail recebe este registro de cliente',
    orderNumber: 'único; letras, dígitos e hifens',
    orderCustomer: 'um cliente já importado',
    product: 'general-health-test, auria-test ou fitbit',
    trackingStatus: 'processing (o padrão), shipped ou delivered',
    orderDate: 'YYYY-MM-DD; hoje quando vazia',
  },
};

// mh: needs review by a Marshallese speaker.
export const mh: ImportMessages = {
  notes: {
    customerEmail: 'juon wōt; membōr eo ewōr email in enaaj bōk rekoot in ri-wia in',
    orderNumber: 'juon wōt; leta ko, nōmba ko im dash ko',
    orderCustomer: 'juon ri-wia eaar itok mokta',
    product: 'general-health-test, auria-test ak fitbit',
    trackingStatus: 'processing (ñe ejjeļọk), shipped ak delivered',
    orderDate: 'YYYY-MM-DD; rainin ñe ejjeļọk',
  },
};
