// The money rules live in common/ (the platform page formats with them too); the app keeps importing '@/lib/money'.
export { currencyDecimals, currencyPrefix, formatMoney, fromMinorUnits, isPositiveAmount, toMinorUnits } from '@common/money';
