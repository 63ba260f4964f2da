// What happens to each column that names a user when their account is deleted
// (docs/decisions/0104-account-deletion.md). The inventory is the schema's: every column with a
// foreign key to users.id and every column named user_id (the same tables
// test/member-data-columns.test.ts calls member data). test/account-deletion-rules.test.ts fails on a
// column of that inventory without a rule here, on a rule for a column that does not exist, and on a
// rule the schema does not carry out (a 'cascade' whose foreign key does not cascade), so a new table
// cannot keep a deleted member's rows by being forgotten.
//
// - 'cascade': the rows go with the users row (ON DELETE CASCADE, directly or through the row they hang on).
// - 'delete': the member's rows whose foreign key would only be set to null (an order outlives a
//   customer's account in the schema, but not their deletion); erase-account.ts deletes them first.
// - 'set-null': a staff member's authorship of shared content (a page layout, a medium); the content
//   stays and no longer names anyone.
// - 'audit': audit_log, which has no foreign key: erase-account.ts deletes every row naming the member
//   but the ones KEPT_AUDIT_EVENTS names, which it pseudonymises.
export type DeletionRule = 'cascade' | 'delete' | 'set-null' | 'audit';

export const DELETION_RULES: Readonly<Record<string, DeletionRule>> = {
  'account_deletions.user_id': 'cascade',
  'accounts.user_id': 'cascade',
  'action_assignments.user_id': 'cascade',
  'appointments.user_id': 'cascade',
  'audit_log.user_id': 'audit',
  'body_metrics.user_id': 'cascade',
  'customers.user_id': 'delete',
  'device_oauth_requests.user_id': 'cascade',
  'device_oauth_tokens.user_id': 'cascade',
  'email_verification_keys.user_id': 'cascade',
  'hra_forms.user_id': 'cascade',
  'hra_risk_scores.user_id': 'cascade',
  'hra_sections.user_id': 'cascade',
  'impersonation_sessions.staff_id': 'cascade',
  'impersonation_sessions.user_id': 'cascade',
  'key_recovery_requests.decided_by': 'set-null',
  'key_recovery_requests.user_id': 'cascade',
  'key_wraps.user_id': 'cascade',
  'kits.user_id': 'delete',
  'meal_pictures.user_id': 'cascade',
  'meals.user_id': 'cascade',
  'measurement_samples.user_id': 'cascade',
  'measurement_skips.user_id': 'cascade',
  'measurements.user_id': 'cascade',
  'media.uploaded_by': 'set-null',
  'medication_log.user_id': 'cascade',
  'notifications.user_id': 'cascade',
  'nutrition_forms.user_id': 'cascade',
  'orders.user_id': 'delete',
  'page_layout_drafts.updated_by': 'set-null',
  'page_layout_versions.published_by': 'set-null',
  'partner_api_keys.created_by': 'set-null',
  'passkeys.user_id': 'cascade',
  'password_reset_keys.user_id': 'cascade',
  'process_runs.started_by': 'set-null',
  'process_runs.user_id': 'cascade',
  'process_run_triggers.user_id': 'cascade',
  'recovery_codes.user_id': 'cascade',
  'recovery_key_grants.user_id': 'cascade',
  'recovery_wraps.user_id': 'cascade',
  'refresh_tokens.user_id': 'cascade',
  'result_rule_answers.user_id': 'cascade',
  'result_rules.created_by': 'set-null',
  'reward_redemptions.user_id': 'cascade',
  'saml_sign_in_tickets.user_id': 'cascade',
  'second_factor_challenges.user_id': 'cascade',
  'second_factor_failures.user_id': 'cascade',
  'server_sealed_originals.user_id': 'cascade',
  'sessions.user_id': 'cascade',
  'telehealth_forms.user_id': 'cascade',
  'user_allergies.user_id': 'cascade',
  'user_daily_tasks.user_id': 'cascade',
  'user_device_connections.user_id': 'cascade',
  'user_flow_activities.user_id': 'cascade',
  'user_goals.user_id': 'cascade',
  'user_health_action_links.user_id': 'cascade',
  'user_health_actions.user_id': 'cascade',
  'user_health_issues.user_id': 'cascade',
  'user_hydration.user_id': 'cascade',
  'user_medications.user_id': 'cascade',
  'user_milestones.user_id': 'cascade',
  'user_moods.user_id': 'cascade',
  'user_onboarding.user_id': 'cascade',
  'user_roles.user_id': 'cascade',
  'user_sessions.user_id': 'cascade',
  'user_sleep.user_id': 'cascade',
  'user_symptom_logs.user_id': 'cascade',
  'user_topic_interests.user_id': 'cascade',
  'user_totp.user_id': 'cascade',
  'vitals.user_id': 'cascade',
  'webauthn_challenges.user_id': 'cascade',
};

/**
 * Places that name a member without a column the schema can show, each erased by erase-account.ts
 * (the whole-database scan of test/account-deletion.test.ts finds any it misses): the links of
 * organisations and programmes to the member, class records (a consent, a staff note, a lockout by
 * email; others that only mention them are redacted), sign-in attempts and rate-limit counters by
 * email, the outbox's mail to them, the meal pictures' bytes in stored_files, a vendor sandbox's
 * book, and the job queue's jobs about them.
 */
export const TRACES_WITHOUT_COLUMN = ['links', 'class_records', 'login_attempts', 'rate_limit_counters', 'email_outbox', 'stored_files', 'vendor_sandbox_kits', 'pgboss.job'] as const;

/**
 * The audit rows that outlive the account, pseudonymised (no user id, actor, address or email; the
 * detail names the account by the pseudonym only): that a deletion was asked for, cancelled by a
 * sign-in, and carried out. docs/ENCRYPTION.md "What an account deletion keeps".
 */
export const KEPT_AUDIT_EVENTS = ['account.deletion_requested', 'account.deletion_cancelled', 'account.deleted'] as const;
