import { NARROW_SCREEN } from '@betshell/ui';

// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
// Fields, buttons and forms are the kit's; this lays out the page's sections and a limit's row.
export const responsibleGamingStyles = `
.bs-responsible-gaming {
  max-width: 48rem;
  margin: 0 auto;
  padding: var(--ui-space-5);
}
.bs-responsible-gaming h2 { margin: 0 0 var(--ui-space-3); font-size: var(--ui-font-size-lg); }
.bs-responsible-gaming__section {
  margin: 0 0 var(--ui-space-5);
  padding: var(--ui-space-4) var(--ui-space-5);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-color-surface);
}
.bs-responsible-gaming__limit { margin: 0 0 var(--ui-space-4); }
.bs-responsible-gaming__change { flex-direction: row; flex-wrap: wrap; align-items: flex-end; gap: var(--ui-space-2); }
.bs-responsible-gaming__limit > .bs-responsible-gaming__change .ui-field,
.bs-responsible-gaming__section > .ui-form > .ui-field { font-weight: var(--ui-font-weight-strong); }
.bs-responsible-gaming__lower-now { margin-top: var(--ui-space-2); }
.bs-responsible-gaming__current,
.bs-responsible-gaming__balance { margin: var(--ui-space-1) 0; }
.bs-responsible-gaming__question { margin: 0; border: 0; padding: 0; }
.bs-responsible-gaming__question legend { margin-bottom: var(--ui-space-1); }
.bs-responsible-gaming__pending {
  margin: var(--ui-space-2) 0 0;
  padding: var(--ui-space-2) var(--ui-space-3);
  border-left: 3px solid var(--ui-color-warning);
  background: var(--ui-color-warning-surface);
}
.bs-responsible-gaming__pending .ui-button { margin-right: var(--ui-space-2); }
.bs-responsible-gaming__warning { margin: 0; color: var(--ui-color-danger); font-weight: var(--ui-font-weight-strong); }
.bs-responsible-gaming__message {
  padding: var(--ui-space-2) var(--ui-space-3);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-surface-muted);
}
/* A phone: the page and its sections give their width to the limits. */
@media (max-width: ${NARROW_SCREEN}) {
  .bs-responsible-gaming { padding: var(--ui-space-4) 0; }
  .bs-responsible-gaming h1 { font-size: var(--ui-font-size-xl); }
  .bs-responsible-gaming__section { padding: var(--ui-space-3) var(--ui-space-4); }
}
`;
