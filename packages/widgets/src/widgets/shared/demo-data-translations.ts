import type { DemoDataMessages } from './demo-data-messages';

export const es: DemoDataMessages = {
  badge: 'Datos de demostración',
  explain: (vendor) => `Inventados por un servicio de prueba (${vendor}); no es información de salud real.`,
  vendors: {
    spot: 'el laboratorio Spot',
    namida: 'el laboratorio Namida',
    '3d-look': 'el escaneo corporal 3D Look',
    fitness: 'el servicio de dispositivos de actividad',
    telehealth: 'la telemedicina MediOrbis',
    smartlink: 'Smartlink',
    geocoding: 'el servicio de mapas',
    'human-check': 'la verificación humana',
    saml: 'el proveedor de inicio de sesión',
    'more-active': 'MoreActive',
    shop: 'la tienda',
  },
  records: {
    simulated: 'Valores aleatorios de la herramienta del personal «simular historial médico»; no es una medición real.',
    seed: 'Valores aleatorios creados para la demostración; no es una medición real.',
  },
};
export const fr: DemoDataMessages = {
  badge: 'Données de démonstration',
  explain: (vendor) => `Inventées par un service de test (${vendor}) ; ce ne sont pas de vraies informations de santé.`,
  vendors: {
    spot: 'le laboratoire Spot',
    namida: 'le laboratoire Namida',
    '3d-look': 'la numérisation corporelle 3D Look',
    fitness: 'le service des appareils d’activité',
    telehealth: 'la téléconsultation MediOrbis',
    smartlink: 'Smartlink',
    geocoding: 'le service de cartes',
    'human-check': 'la vérification humaine',
    saml: 'le fournisseur de connexion',
    'more-active': 'MoreActive',
    shop: 'la boutique',
  },
  records: {
    simulated: 'Valeurs aléatoires de l’outil du personnel « simuler un dossier médical » ; ce n’est pas une vraie mesure.',
    seed: 'Valeurs aléatoires créées pour la démonstration ; ce n’est pas une vraie mesure.',
  },
};
export const de: DemoDataMessages = {
  badge: 'Demodaten',
  explain: (vendor) => `Von einem Testdienst erfunden (${vendor}); keine echten Gesundheitsdaten.`,
  vendors: {
    spot: 'Spot-Labor',
    namida: 'Namida-Labor',
    '3d-look': '3D-Look-Körperscan',
    fitness: 'Fitnessgeräte-Dienst',
    telehealth: 'MediOrbis-Telemedizin',
    smartlink: 'Smartlink',
    geocoding: 'Kartendienst',
    'human-check': 'Menschenprüfung',
    saml: 'Anmeldedienst',
    'more-active': 'MoreActive',
    shop: 'Shop',
  },
  records: {
    simulated: 'Zufallswerte aus dem Personalwerkzeug „Krankenakte simulieren“; keine echte Messung.',
    seed: 'Für die Demo erzeugte Zufallswerte; keine echte Messung.',
  },
};
export const pt: DemoDataMessages = {
  badge: 'Dados de demonstração',
  explain: (vendor) => `Inventados por um serviço de teste (${vendor}); não são informações de saúde reais.`,
  vendors: {
    spot: 'o laboratório Spot',
    namida: 'o laboratório Namida',
    '3d-look': 'o exame corporal 3D Look',
    fitness: 'o serviço de dispositivos de atividade',
    telehealth: 'a telessaúde MediOrbis',
    smartlink: 'Smartlink',
    geocoding: 'o serviço de mapas',
    'human-check': 'a verificação humana',
    saml: 'o fornecedor de início de sessão',
    'more-active': 'MoreActive',
    shop: 'a loja',
  },
  records: {
    simulated: 'Valores aleatórios da ferramenta da equipa “simular registo médico”; não é uma medição real.',
    seed: 'Valores aleatórios criados para a demonstração; não é uma medição real.',
  },
};
// mh: needs review by a Marshallese speaker.
export const mh: DemoDataMessages = {
  badge: 'Data in kwaļọk',
  explain: (vendor) => `Ekōmman jān juon version in test an ${vendor}; ejjab mool melele in ājmour.`,
  vendors: {
    spot: 'lab eo Spot',
    namida: 'lab eo Namida',
    '3d-look': '3D Look body scan',
    fitness: 'jerbal in fitness device',
    telehealth: 'MediOrbis telehealth',
    smartlink: 'Smartlink',
    geocoding: 'jerbal in map',
    'human-check': 'kōmmālmel in armej',
    saml: 'jerbal in deloñ',
    'more-active': 'MoreActive',
    shop: 'shop eo',
  },
  records: {
    simulated: 'Ekōmman jān tool eo an rijerbal “simulate medical record”; ejjab juon jonjon mool.',
    seed: 'Ekōmman ñan kwaļọk; ejjab juon jonjon mool.',
  },
};
