// The browsers whose CSS the builds emit as written (docs/decisions/0017-widget-theme-light-dark.md): the
// theme tokens use light-dark(), native from these versions. An older target makes the minifier
// lower light-dark() into --lightningcss-light/dark variables that are set only where a rule
// declares color-scheme, which left every default colour invalid (black) inside the elements.
export const CSS_TARGET = ['chrome123', 'edge123', 'firefox120', 'safari17.5'];
