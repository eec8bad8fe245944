// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
export const registrationReminderStyles = `
.bs-reminder {
  position: fixed;
  right: 1rem;
  bottom: 7.5rem;
  z-index: 920;
  width: min(20rem, calc(100vw - 2rem));
  padding: 1.25rem;
  border-radius: 0.75rem;
  background: #0f2238;
  box-shadow: 0 8px 30px rgb(15 34 56 / 35%);
  color: #fff;
}
.bs-reminder h2 { margin: 0 1.5rem 0.5rem 0; color: #ffd23f; font-size: 1.125rem; }
.bs-reminder p { margin: 0 0 1rem; color: #d8e2ee; }
.bs-reminder__register {
  width: 100%;
  padding: 0.625rem 1rem;
  border: 0;
  border-radius: 0.375rem;
  background: #ffd23f;
  color: #0f2238;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.bs-reminder__close {
  float: right;
  border: 0;
  background: none;
  color: #c9d5e3;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
}
`;
