import { useEffect, useRef } from 'react';
import type { HumanCheckProvider } from '@healthdeck/contract/light';

type ProviderName = Exclude<HumanCheckProvider, 'sandbox'>;

/** The explicit-render API reCAPTCHA (grecaptcha), hCaptcha and Turnstile share. */
interface WidgetApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | number;
  reset(id?: string | number): void;
  remove?(id: string | number): void;
}

/** Each provider's documented script (explicit rendering, an onload callback) and the global it defines. */
const PROVIDERS: Record<ProviderName, { script: (onload: string, language: string) => string; global: string }> = {
  recaptcha: { script: (onload, language) => `https://www.google.com/recaptcha/api.js?render=explicit&onload=${onload}&hl=${language}`, global: 'grecaptcha' },
  hcaptcha: { script: (onload, language) => `https://js.hcaptcha.com/1/api.js?render=explicit&onload=${onload}&hl=${language}&recaptchacompat=off`, global: 'hcaptcha' },
  turnstile: { script: (onload) => `https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&onload=${onload}`, global: 'turnstile' },
};

const loading = new Map<ProviderName, Promise<WidgetApi>>();

/** Loads a provider's script once per page; rejects when it cannot be loaded (offline, blocked). */
export function loadProviderScript(provider: ProviderName, language: string): Promise<WidgetApi> {
  const started = loading.get(provider);
  if (started) return started;
  const promise = new Promise<WidgetApi>((resolve, reject) => {
    const onload = `hdHumanCheckLoaded_${provider}`;
    const globals = window as unknown as Record<string, unknown>;
    globals[onload] = () => resolve(globals[PROVIDERS[provider].global] as WidgetApi);
    const script = document.createElement('script');
    script.src = PROVIDERS[provider].script(onload, encodeURIComponent(language));
    script.async = true;
    script.onerror = () => {
      loading.delete(provider);
      script.remove();
      reject(new Error(`The ${provider} script could not be loaded`));
    };
    document.head.appendChild(script);
  });
  loading.set(provider, promise);
  return promise;
}

export interface ProviderHumanCheckProps {
  provider: ProviderName;
  siteKey: string;
  language: string;
  /** A token from a solved check; null when it expired or the widget failed (it then asks again). */
  onToken: (token: string | null) => void;
  /** The script could not be loaded. */
  onLoadError: () => void;
  /** Changes when the page spent the token (a refused registration): the widget then asks again. */
  resetKey: number;
}

/** The provider's own widget, rendered into a box of ours; its frames take the keyboard as the provider made them. */
export function ProviderHumanCheck({ provider, siteKey, language, onToken, onLoadError, resetKey }: ProviderHumanCheckProps) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: WidgetApi; id: string | number } | null>(null);
  const callbacks = useRef({ onToken, onLoadError });
  callbacks.current = { onToken, onLoadError };

  useEffect(() => {
    let cancelled = false;
    loadProviderScript(provider, language).then(
      (api) => {
        if (cancelled || !box.current) return;
        const id = api.render(box.current, {
          sitekey: siteKey,
          callback: (token: string) => callbacks.current.onToken(token),
          'expired-callback': () => callbacks.current.onToken(null),
          'error-callback': () => callbacks.current.onToken(null),
          ...(provider === 'turnstile' ? { language } : {}),
        });
        widget.current = { api, id };
      },
      () => {
        if (!cancelled) callbacks.current.onLoadError();
      },
    );
    return () => {
      cancelled = true;
      const current = widget.current;
      widget.current = null;
      if (current?.api.remove) current.api.remove(current.id);
      if (box.current) box.current.replaceChildren();
    };
  }, [provider, siteKey, language]);

  useEffect(() => {
    if (resetKey === 0 || !widget.current) return;
    widget.current.api.reset(widget.current.id);
    callbacks.current.onToken(null);
  }, [resetKey]);

  return <div ref={box} className="hd-human-check__widget" data-provider={provider} />;
}
