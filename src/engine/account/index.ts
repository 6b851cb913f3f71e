// "Minha conta": the signed-in person's own page, loaded when opened.
export { AccountPage } from './AccountPage';
