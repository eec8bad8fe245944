import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@betshell/ui';

/** The part of Google Identity Services this page uses (https://accounts.google.com/gsi/client). */
export interface GoogleIdentity {
  readonly initialize: (options: {
    readonly client_id: string;
    readonly callback: (answer: { readonly credential: string }) => void;
  }) => void;
  readonly renderButton: (parent: HTMLElement, options: Readonly<Record<string, string>>) => void;
}

export interface GoogleSignInButtonProps {
  /** GET /social-api/oauth/google-one-tap/clientId. */
  readonly clientId: string;
  /** Loads Google's script once and answers its `google.accounts.id`. */
  readonly loadGoogle: () => Promise<GoogleIdentity>;
  readonly onCredential: (credential: string) => void;
}

/** Google's own sign-in button (its terms ask for it); the credential goes to our server. */
export function GoogleSignInButton({
  clientId,
  loadGoogle,
  onCredential,
}: GoogleSignInButtonProps) {
  const { t } = useTranslation();
  const parent = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  useEffect(() => {
    callback.current = onCredential;
  }, [onCredential]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadGoogle().then(
      (google) => {
        if (!live || parent.current === null) return;
        google.initialize({
          client_id: clientId,
          callback: (answer) => callback.current(answer.credential),
        });
        google.renderButton(parent.current, { type: 'standard', text: 'continue_with' });
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [clientId, loadGoogle]);
  return failed ? (
    <FormError>{t('sign_in_error_social_unavailable')}</FormError>
  ) : (
    <div className="bs-account__social" ref={parent} data-social="google" />
  );
}

const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
let loading: Promise<GoogleIdentity> | null = null;

/** Adds Google's script to the page once; a failed load may be tried again. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT;
    script.async = true;
    script.onload = () => {
      const google = (window as { google?: { accounts?: { id?: GoogleIdentity } } }).google;
      const id = google?.accounts?.id;
      if (id === undefined) reject(new Error('Google Identity Services did not start'));
      else resolve(id);
    };
    script.onerror = () => reject(new Error('Google Identity Services did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
