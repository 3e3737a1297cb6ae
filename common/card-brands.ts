/** How each detected card brand is named to the trader (the badge by the number, the card on file). */
export const BRAND_LABEL: Readonly<Record<string, string>> = {
  visa: 'Visa',
  visa_electron: 'Visa Electron',
  mastercard: 'Mastercard',
  maestro: 'Maestro',
  amex: 'American Express',
  diners: 'Diners Club',
  jcb: 'JCB',
  laser: 'Laser',
  discover: 'Discover',
};

/** A brand's name, or the brand as detected when it has none here. */
export function brandLabel(brand: string): string {
  return BRAND_LABEL[brand] ?? brand;
}
