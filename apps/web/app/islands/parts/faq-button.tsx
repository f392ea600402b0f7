export { FaqButton as default } from '../../features/marketing/home/faq-button';
