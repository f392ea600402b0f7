// The account feature's public surface: the profile's Your data section (download my data, delete
// my account) and the home page's word after a deletion. The home route imports the notice's own
// module, so the home page carries nothing of the profile's section.
export { AccountDeletedNotice } from './deleted-notice';
export { VerifyEmailNotice } from './verify-email-notice';
export { YourData } from './your-data';
