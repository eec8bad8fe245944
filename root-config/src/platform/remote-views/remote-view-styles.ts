// Mounted once with the first remote view (platform.mountStyles). The frame and the view's own
// element take no box of their own, so a view lays out as if it were the slot's only child. The
// error block wears the look of the shell's own fatal message (shell-fatal in shell.css).
export const remoteViewStyles = `
.bs-remote-view,
.bs-remote-view__content {
  display: contents;
}
.bs-remote-view__preloader {
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  min-height: 6rem;
  color: var(--ui-color-text-muted);
  /* A view that loads within a moment shows no preloader at all. */
  animation: bs-remote-view-appear 0s 150ms both;
}
.bs-remote-view__preloader::before {
  content: '';
  width: 1.25rem;
  height: 1.25rem;
  border: 0.2rem solid var(--ui-color-border);
  border-top-color: var(--ui-color-brand);
  border-radius: 50%;
  animation: bs-remote-view-spin 0.8s linear infinite;
}
/* A view may render before its loader reports it ready: from its first element on, the preloader
   makes way at once, so the view never paints below it and then jumps up. */
.bs-remote-view:has(> .bs-remote-view__content:not(:empty)) > .bs-remote-view__preloader {
  display: none;
}
.bs-remote-view__error-title {
  font-weight: 600;
}
.bs-remote-view [hidden] {
  display: none;
}
@keyframes bs-remote-view-appear {
  from {
    visibility: hidden;
  }
}
@keyframes bs-remote-view-spin {
  to {
    transform: rotate(360deg);
  }
}
`;
