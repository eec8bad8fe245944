// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
export const responsibleGamingStyles = `
.bs-responsible-gaming {
  max-width: 48rem;
  margin: 0 auto;
  padding: 1.5rem;
}
.bs-responsible-gaming h2 { margin: 0 0 0.75rem; font-size: 1.125rem; }
.bs-responsible-gaming__section {
  margin: 0 0 1.5rem;
  padding: 1rem 1.25rem;
  border: 1px solid var(--ui-color-border);
  border-radius: 0.5rem;
  background: var(--ui-color-surface);
}
.bs-responsible-gaming__limit { margin: 0 0 1rem; }
.bs-responsible-gaming__limit label,
.bs-responsible-gaming__section > label { display: block; font-weight: 600; margin: 0.5rem 0 0.25rem; }
.bs-responsible-gaming__current,
.bs-responsible-gaming__balance { margin: 0.25rem 0; }
.bs-responsible-gaming__change { display: flex; gap: 0.5rem; }
.bs-responsible-gaming__pending {
  margin: 0.5rem 0 0;
  padding: 0.5rem 0.75rem;
  border-left: 3px solid var(--ui-color-warning);
  background: var(--ui-color-warning-surface);
}
.bs-responsible-gaming__pending button { margin-right: 0.5rem; }
.bs-responsible-gaming__lower-now label { font-weight: 400; }
.bs-responsible-gaming__warning { color: var(--ui-color-danger); font-weight: 600; }
.bs-responsible-gaming__message {
  padding: 0.5rem 0.75rem;
  border-radius: 0.25rem;
  background: var(--ui-color-surface-muted);
}
`;
