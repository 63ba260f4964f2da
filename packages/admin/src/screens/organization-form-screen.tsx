import { PartnerKeysPanel } from '../partner-keys/partner-keys-panel.js';
import { RecoveryKeyPanel } from '../recovery-key/recovery-key-panel.js';
import { SamlPanel } from '../saml/saml-panel.js';
import { ResultRulesPanel } from '../result-rules/result-rules-panel.js';
import { ClassFormScreen } from './class-form-screen.js';

/** /admin/classes/organizations/:id: the organisation's fields (allowed origins among them), then its recovery key, partner API keys, single sign-on and result rules. */
export function OrganizationFormScreen() {
  return (
    <ClassFormScreen
      classkey="organizations"
      panel={(id) => (
        <>
          <RecoveryKeyPanel organizationId={id} />
          <PartnerKeysPanel organizationId={id} />
          <SamlPanel organizationId={id} />
          <ResultRulesPanel organizationId={id} />
        </>
      )}
    />
  );
}
