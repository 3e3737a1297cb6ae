import { supportHours } from '../../../common/support.ts';
import { tradingTerms } from './trading-terms.ts';
import type { Copy } from './types.ts';

// The deposit minimum the guest pages name, from the same terms as the info page (and the server's rule).
const terms = tradingTerms('en');

export const en: Copy = {
  notAvailable: {
    title: 'This page is not available',
    text: 'It may have moved, or it is not available for your account.',
    back: 'Back to home',
  },
  home: {
    greeting: 'Welcome back, {name}!',
    greetingNew: 'Welcome, {name}!',
    lead: 'Here is where your account stands today.',
    getStartedTitle: 'Get started',
    steps: [
      {
        title: 'Verify your identity',
        href: '#/show/personal',
        text: 'Upload a photo of your ID and a proof of address. Verified accounts withdraw without delays.',
      },
      {
        title: 'Fund your account',
        href: '#/show/funding',
        text: 'Deposit by card or cryptocurrency. Card deposits usually reach your balance within minutes.',
      },
      {
        title: 'Place your first trade',
        text: 'Open the trading platform, pick an asset, then choose the direction and the expiry of your option.',
      },
    ],
    safety: {
      title: 'Keep your account safe',
      text: 'We never ask for your password or your card security code. Log out when you use a shared device.',
    },
  },
  guestLogin: {
    title: 'Trade with confidence',
    lead: 'One account for binary options and cryptocurrencies, in your browser or installed on your phone.',
    items: [
      {
        title: 'Start small',
        text: `Deposits start at ${terms.minDeposit} (${terms.minDepositRub} on a ruble account); the funding page shows your account's minimum. Fund your account by card or cryptocurrency.`,
      },
      {
        title: 'Always at hand',
        text: 'Install the app from your browser. Pages you have opened stay readable even without a connection.',
      },
      {
        title: 'People who answer',
        text: `Our support team works ${supportHours('en')}, and answers most messages within a business day.`,
      },
    ],
    note: 'We will never ask for your password or your card security code by e-mail, chat or phone. Before you log in, check that the address bar shows our site.',
  },
  guestRegister: {
    title: 'Open your account in two minutes',
    lead: 'Fill in the form and log straight in. You can verify your identity later, before your first withdrawal.',
    items: [
      {
        title: 'Your data stays protected',
        text: 'Your details travel over an encrypted connection and are used only to run your account and to meet our legal duties.',
      },
      {
        title: 'Your currency',
        text: 'Choose USD, EUR, GBP or RUB for your main account. You can add accounts in other currencies later.',
      },
      {
        title: 'A password only you know',
        text: 'Use at least 8 characters with letters and digits, and do not reuse a password from another site.',
      },
    ],
    note: 'Trading binary options and cryptocurrencies carries a high level of risk and may not be suitable for everyone. Only trade with money you can afford to lose.',
  },
  guestForgot: {
    title: 'Forgot your password?',
    lead: 'Enter the e-mail you registered with. If we find your account, we will send you a link to set a new password.',
    items: [
      {
        title: 'Check your inbox',
        text: 'The link arrives within a few minutes and works for one hour. If you do not see it, look in the spam folder.',
      },
      {
        title: 'Still no e-mail?',
        text: 'Make sure you typed the address you used at registration, or write to our support team from the contact page.',
      },
    ],
    note: 'For your security we never say whether an e-mail address is registered with us.',
  },
  guestContact: {
    title: 'We are here to help',
    lead: 'Questions about deposits, verification or the platform? Send us a message and a support specialist will reply by e-mail.',
    items: [
      {
        title: 'Support hours',
        text: `${supportHours('en', 'start')}. Messages sent at the weekend are answered on Monday.`,
      },
      {
        title: 'Response time',
        text: 'Most messages are answered within one business day.',
      },
      {
        title: 'Help us help you',
        text: 'Tell us the e-mail of your account and, for payments, the date and the amount. Never send your password or your full card number.',
      },
    ],
    note: 'Already a client? Log in to open a support ticket and follow its status.',
  },
  funding: {
    title: 'Fund your account',
    lead: 'Choose a payment method and an amount. Larger deposits reach a higher tier with a bigger bonus.',
    note: 'Card deposits are confirmed by your bank and usually reach your balance within minutes. We never store your card number.',
    panels: {
      bitcoin: { text: 'Pay a Bitcoin invoice from any wallet; the deposit is credited after the network confirms it.' },
      litecoin: { text: 'Pay a Litecoin invoice from any wallet; the deposit is credited after the network confirms it.' },
      eth: { text: 'Pay an Ethereum or ERC-20 invoice from any wallet; the deposit is credited after the network confirms it.' },
      ltc: { text: 'Pay a Litecoin invoice from any wallet; the deposit is credited after the network confirms it.' },
      vload: { text: 'Redeem a Vload voucher for Bitcoin and deposit it through a Bitcoin invoice.' },
      neteller: { text: 'Pay from your Neteller account with its e-mail (or 12-digit number) and your secure ID.' },
      skrill: { text: 'Pay from your Skrill account: Skrill confirms the payment and brings you back here.' },
      perfect: { text: 'Pay from your Perfect Money account; the deposit is credited at once.' },
      okpay: { text: 'Pay from your OKPay account; the deposit is credited at once.' },
      webmoney: { text: 'Pay from your WebMoney purse; the deposit is credited at once.' },
      yandex: { text: 'Pay from your Yandex Money wallet; the deposit is credited at once.' },
      qiwi: { text: 'Pay from your QIWI wallet; the deposit is credited at once.' },
      card_moneta: { text: 'Pay by a Russian bank card through Moneta; the deposit is credited at once.' },
      bank: { text: 'Request our bank details, then send the transfer with your account e-mail in the reference.' },
    },
  },
  bitcoinPopup: {
    lead: 'Your card could not be charged? Pay the same amount in bitcoin: no card, no bank in between.',
    steps: [
      { title: 'Create the invoice', text: 'One click makes a Bitcoin invoice for the amount you chose, at today’s rate.' },
      { title: 'Send exactly that amount', text: 'Scan the QR code or copy the address and amount into your wallet. The invoice waits one hour.' },
      { title: 'Trade', text: 'Your account is credited as soon as the network confirms the payment.' },
    ],
    note: 'Prefer another coin or a fixed coin amount? Choose it on the Bitcoin tab.',
  },
  addAccount: {
    lead: 'Open an account in another currency: its deposits, balance and trades are kept apart from your other accounts.',
    note: 'One real account per currency; demo accounts do not count. You can switch accounts at any time from the top bar.',
  },
  history: { title: 'Trading history', lead: 'Your trades and account transactions. The last list you opened stays available offline.' },
  reports: { title: 'Reports', lead: 'Your results over a period: per asset and overall, with win rate and profit or loss. The last report stays available offline.' },
  personal: {
    title: 'Personal info and verification',
    lead: 'The details your account was opened with, and where you stand with identity verification.',
    detailsTitle: 'Your details',
    fields: { name: 'Name', email: 'E-mail', phone: 'Phone', country: 'Country', state: 'State', currency: 'Account currency', document: 'Verification document' },
    documents: { passport: 'Passport', id_card: 'ID card', driving_license: 'Driving licence' },
    howTitle: 'How verification works',
    items: [
      { title: 'Why we verify', text: 'Regulation requires us to know who deposits and trades. Withdrawals are paid only once your identity is confirmed, and we may pause trading on a funded account until it is.' },
      { title: 'What we need', text: 'A clear photo or scan of the document named above (PNG, JPG or PDF, up to 10 MB), and for card deposits a photo of the card with the middle digits covered.' },
      { title: 'How long it takes', text: 'Our compliance team usually confirms documents within one business day and tells you by e-mail.' },
    ],
  },
  validate: {
    title: 'Confirm your recent transaction',
    lead: 'To protect your account, we need to make sure that your recent deposit was made by you.',
    items: [
      {
        title: 'Find the amount',
        text: 'Look for our charge in your bank or card statement and note its exact amount.',
      },
      {
        title: 'Enter it below',
        text: 'Type the amount with digits and one dot or comma before the cents, for example 12.34.',
      },
      {
        title: 'Five attempts',
        text: 'After five wrong answers the check locks, and our support team will confirm the transaction with you.',
      },
    ],
    note: 'Until the transaction is confirmed, the home page and deposits stay unavailable.',
  },
  cardDialogs: {
    modal: 'The card provider did not accept this payment, and nothing was charged.',
    modal_risk: 'Your account is not fully verified yet, so card payments may be declined. Bitcoin deposits go through at once.',
    modal_honor: 'The bank answered “do not honor”. Please contact your bank or use another card.',
    dialog_entro_start:
      "Your deposit will go through Entropay: continue on Entropay's page, or pay here with your Entropay card (Entropay then asks for its PIN or CVV).",
    dialog_entro_pin: 'Entropay asks for your card’s PIN or CVV to confirm this payment.',
  },
};
