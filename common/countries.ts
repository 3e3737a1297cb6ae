/*
 * The static country list (spec §1): ISO 3166-1 alpha-2 / alpha-3 / numeric, English short name, ITU-T E.164
 * calling code and the demonym. The one list for client and server: on the client only lazy chunks import it
 * (registration, card form); the server checks registrations against it (server/users/register-rules.ts).
 *
 * Calling codes are the country code only: every North American Numbering Plan member is "1" (the area code is
 * part of the 10-digit national number, which is what the server's prefix-1 rule checks); Kazakhstan shares
 * "7" with Russia; Vatican City uses Italy's "39".
 *
 * Derived columns — the product's policy, kept in one place below the table:
 *   block             sanctioned jurisdictions (UN/EU/OFAC comprehensive sanctions): no service at all.
 *   allowRegistration not blocked and permanently inhabited (uninhabited territories have no residents).
 *   isRegulated       EEA, United Kingdom and Australia, where retail binary options are prohibited
 *                     (ESMA 2018, FCA 2019, ASIC 2021): those residents get crypto only.
 *   assetTypes        ['crypto'] where regulated, otherwise ['binary', 'crypto'].
 *   defaultLang       'ru' where Russian is the usual interface language, otherwise 'en'.
 *   parentId          the id of the sovereign state for dependent territories, null otherwise.
 */

export type AssetType = 'binary' | 'crypto';

export type Country = {
  id: number;
  iso: string;
  iso3: string;
  numcode: number;
  name: string;
  phonePrefix: string;
  nationality: string;
  block: boolean;
  allowRegistration: boolean;
  defaultLang: 'en' | 'ru';
  assetTypes: readonly AssetType[];
  parentId: number | null;
  isRegulated: boolean;
};

// [alpha-2, alpha-3, numeric, name, calling code, nationality, sovereign alpha-2 for dependent territories]
type Row = readonly [string, string, number, string, string, string, string?];

const ROWS: readonly Row[] = [
  ['AF', 'AFG', 4, 'Afghanistan', '93', 'Afghan'],
  ['AX', 'ALA', 248, 'Åland Islands', '358', 'Ålandic', 'FI'],
  ['AL', 'ALB', 8, 'Albania', '355', 'Albanian'],
  ['DZ', 'DZA', 12, 'Algeria', '213', 'Algerian'],
  ['AS', 'ASM', 16, 'American Samoa', '1', 'American Samoan', 'US'],
  ['AD', 'AND', 20, 'Andorra', '376', 'Andorran'],
  ['AO', 'AGO', 24, 'Angola', '244', 'Angolan'],
  ['AI', 'AIA', 660, 'Anguilla', '1', 'Anguillian', 'GB'],
  ['AQ', 'ATA', 10, 'Antarctica', '672', 'Antarctic'],
  ['AG', 'ATG', 28, 'Antigua and Barbuda', '1', 'Antiguan'],
  ['AR', 'ARG', 32, 'Argentina', '54', 'Argentine'],
  ['AM', 'ARM', 51, 'Armenia', '374', 'Armenian'],
  ['AW', 'ABW', 533, 'Aruba', '297', 'Aruban', 'NL'],
  ['AU', 'AUS', 36, 'Australia', '61', 'Australian'],
  ['AT', 'AUT', 40, 'Austria', '43', 'Austrian'],
  ['AZ', 'AZE', 31, 'Azerbaijan', '994', 'Azerbaijani'],
  ['BS', 'BHS', 44, 'Bahamas', '1', 'Bahamian'],
  ['BH', 'BHR', 48, 'Bahrain', '973', 'Bahraini'],
  ['BD', 'BGD', 50, 'Bangladesh', '880', 'Bangladeshi'],
  ['BB', 'BRB', 52, 'Barbados', '1', 'Barbadian'],
  ['BY', 'BLR', 112, 'Belarus', '375', 'Belarusian'],
  ['BE', 'BEL', 56, 'Belgium', '32', 'Belgian'],
  ['BZ', 'BLZ', 84, 'Belize', '501', 'Belizean'],
  ['BJ', 'BEN', 204, 'Benin', '229', 'Beninese'],
  ['BM', 'BMU', 60, 'Bermuda', '1', 'Bermudian', 'GB'],
  ['BT', 'BTN', 64, 'Bhutan', '975', 'Bhutanese'],
  ['BO', 'BOL', 68, 'Bolivia', '591', 'Bolivian'],
  ['BQ', 'BES', 535, 'Bonaire, Sint Eustatius and Saba', '599', 'Dutch Caribbean', 'NL'],
  ['BA', 'BIH', 70, 'Bosnia and Herzegovina', '387', 'Bosnian'],
  ['BW', 'BWA', 72, 'Botswana', '267', 'Motswana'],
  ['BV', 'BVT', 74, 'Bouvet Island', '47', 'Norwegian', 'NO'],
  ['BR', 'BRA', 76, 'Brazil', '55', 'Brazilian'],
  ['IO', 'IOT', 86, 'British Indian Ocean Territory', '246', 'British', 'GB'],
  ['BN', 'BRN', 96, 'Brunei', '673', 'Bruneian'],
  ['BG', 'BGR', 100, 'Bulgaria', '359', 'Bulgarian'],
  ['BF', 'BFA', 854, 'Burkina Faso', '226', 'Burkinabè'],
  ['BI', 'BDI', 108, 'Burundi', '257', 'Burundian'],
  ['CV', 'CPV', 132, 'Cabo Verde', '238', 'Cape Verdean'],
  ['KH', 'KHM', 116, 'Cambodia', '855', 'Cambodian'],
  ['CM', 'CMR', 120, 'Cameroon', '237', 'Cameroonian'],
  ['CA', 'CAN', 124, 'Canada', '1', 'Canadian'],
  ['KY', 'CYM', 136, 'Cayman Islands', '1', 'Caymanian', 'GB'],
  ['CF', 'CAF', 140, 'Central African Republic', '236', 'Central African'],
  ['TD', 'TCD', 148, 'Chad', '235', 'Chadian'],
  ['CL', 'CHL', 152, 'Chile', '56', 'Chilean'],
  ['CN', 'CHN', 156, 'China', '86', 'Chinese'],
  ['CX', 'CXR', 162, 'Christmas Island', '61', 'Christmas Islander', 'AU'],
  ['CC', 'CCK', 166, 'Cocos (Keeling) Islands', '61', 'Cocos Islander', 'AU'],
  ['CO', 'COL', 170, 'Colombia', '57', 'Colombian'],
  ['KM', 'COM', 174, 'Comoros', '269', 'Comoran'],
  ['CG', 'COG', 178, 'Congo', '242', 'Congolese'],
  ['CD', 'COD', 180, 'Congo (Democratic Republic)', '243', 'Congolese'],
  ['CK', 'COK', 184, 'Cook Islands', '682', 'Cook Islander', 'NZ'],
  ['CR', 'CRI', 188, 'Costa Rica', '506', 'Costa Rican'],
  ['CI', 'CIV', 384, "Côte d'Ivoire", '225', 'Ivorian'],
  ['HR', 'HRV', 191, 'Croatia', '385', 'Croatian'],
  ['CU', 'CUB', 192, 'Cuba', '53', 'Cuban'],
  ['CW', 'CUW', 531, 'Curaçao', '599', 'Curaçaoan', 'NL'],
  ['CY', 'CYP', 196, 'Cyprus', '357', 'Cypriot'],
  ['CZ', 'CZE', 203, 'Czechia', '420', 'Czech'],
  ['DK', 'DNK', 208, 'Denmark', '45', 'Danish'],
  ['DJ', 'DJI', 262, 'Djibouti', '253', 'Djiboutian'],
  ['DM', 'DMA', 212, 'Dominica', '1', 'Dominican'],
  ['DO', 'DOM', 214, 'Dominican Republic', '1', 'Dominican'],
  ['EC', 'ECU', 218, 'Ecuador', '593', 'Ecuadorian'],
  ['EG', 'EGY', 818, 'Egypt', '20', 'Egyptian'],
  ['SV', 'SLV', 222, 'El Salvador', '503', 'Salvadoran'],
  ['GQ', 'GNQ', 226, 'Equatorial Guinea', '240', 'Equatoguinean'],
  ['ER', 'ERI', 232, 'Eritrea', '291', 'Eritrean'],
  ['EE', 'EST', 233, 'Estonia', '372', 'Estonian'],
  ['SZ', 'SWZ', 748, 'Eswatini', '268', 'Swazi'],
  ['ET', 'ETH', 231, 'Ethiopia', '251', 'Ethiopian'],
  ['FK', 'FLK', 238, 'Falkland Islands', '500', 'Falkland Islander', 'GB'],
  ['FO', 'FRO', 234, 'Faroe Islands', '298', 'Faroese', 'DK'],
  ['FJ', 'FJI', 242, 'Fiji', '679', 'Fijian'],
  ['FI', 'FIN', 246, 'Finland', '358', 'Finnish'],
  ['FR', 'FRA', 250, 'France', '33', 'French'],
  ['GF', 'GUF', 254, 'French Guiana', '594', 'French Guianese', 'FR'],
  ['PF', 'PYF', 258, 'French Polynesia', '689', 'French Polynesian', 'FR'],
  ['TF', 'ATF', 260, 'French Southern Territories', '262', 'French', 'FR'],
  ['GA', 'GAB', 266, 'Gabon', '241', 'Gabonese'],
  ['GM', 'GMB', 270, 'Gambia', '220', 'Gambian'],
  ['GE', 'GEO', 268, 'Georgia', '995', 'Georgian'],
  ['DE', 'DEU', 276, 'Germany', '49', 'German'],
  ['GH', 'GHA', 288, 'Ghana', '233', 'Ghanaian'],
  ['GI', 'GIB', 292, 'Gibraltar', '350', 'Gibraltarian', 'GB'],
  ['GR', 'GRC', 300, 'Greece', '30', 'Greek'],
  ['GL', 'GRL', 304, 'Greenland', '299', 'Greenlandic', 'DK'],
  ['GD', 'GRD', 308, 'Grenada', '1', 'Grenadian'],
  ['GP', 'GLP', 312, 'Guadeloupe', '590', 'Guadeloupean', 'FR'],
  ['GU', 'GUM', 316, 'Guam', '1', 'Guamanian', 'US'],
  ['GT', 'GTM', 320, 'Guatemala', '502', 'Guatemalan'],
  ['GG', 'GGY', 831, 'Guernsey', '44', 'Channel Islander', 'GB'],
  ['GN', 'GIN', 324, 'Guinea', '224', 'Guinean'],
  ['GW', 'GNB', 624, 'Guinea-Bissau', '245', 'Bissau-Guinean'],
  ['GY', 'GUY', 328, 'Guyana', '592', 'Guyanese'],
  ['HT', 'HTI', 332, 'Haiti', '509', 'Haitian'],
  ['HM', 'HMD', 334, 'Heard Island and McDonald Islands', '672', 'Australian', 'AU'],
  ['VA', 'VAT', 336, 'Holy See (Vatican City)', '39', 'Vatican'],
  ['HN', 'HND', 340, 'Honduras', '504', 'Honduran'],
  ['HK', 'HKG', 344, 'Hong Kong', '852', 'Hongkonger', 'CN'],
  ['HU', 'HUN', 348, 'Hungary', '36', 'Hungarian'],
  ['IS', 'ISL', 352, 'Iceland', '354', 'Icelandic'],
  ['IN', 'IND', 356, 'India', '91', 'Indian'],
  ['ID', 'IDN', 360, 'Indonesia', '62', 'Indonesian'],
  ['IR', 'IRN', 364, 'Iran', '98', 'Iranian'],
  ['IQ', 'IRQ', 368, 'Iraq', '964', 'Iraqi'],
  ['IE', 'IRL', 372, 'Ireland', '353', 'Irish'],
  ['IM', 'IMN', 833, 'Isle of Man', '44', 'Manx', 'GB'],
  ['IL', 'ISR', 376, 'Israel', '972', 'Israeli'],
  ['IT', 'ITA', 380, 'Italy', '39', 'Italian'],
  ['JM', 'JAM', 388, 'Jamaica', '1', 'Jamaican'],
  ['JP', 'JPN', 392, 'Japan', '81', 'Japanese'],
  ['JE', 'JEY', 832, 'Jersey', '44', 'Channel Islander', 'GB'],
  ['JO', 'JOR', 400, 'Jordan', '962', 'Jordanian'],
  ['KZ', 'KAZ', 398, 'Kazakhstan', '7', 'Kazakhstani'],
  ['KE', 'KEN', 404, 'Kenya', '254', 'Kenyan'],
  ['KI', 'KIR', 296, 'Kiribati', '686', 'I-Kiribati'],
  ['KP', 'PRK', 408, 'North Korea', '850', 'North Korean'],
  ['KR', 'KOR', 410, 'South Korea', '82', 'South Korean'],
  ['KW', 'KWT', 414, 'Kuwait', '965', 'Kuwaiti'],
  ['KG', 'KGZ', 417, 'Kyrgyzstan', '996', 'Kyrgyzstani'],
  ['LA', 'LAO', 418, 'Laos', '856', 'Lao'],
  ['LV', 'LVA', 428, 'Latvia', '371', 'Latvian'],
  ['LB', 'LBN', 422, 'Lebanon', '961', 'Lebanese'],
  ['LS', 'LSO', 426, 'Lesotho', '266', 'Mosotho'],
  ['LR', 'LBR', 430, 'Liberia', '231', 'Liberian'],
  ['LY', 'LBY', 434, 'Libya', '218', 'Libyan'],
  ['LI', 'LIE', 438, 'Liechtenstein', '423', 'Liechtensteiner'],
  ['LT', 'LTU', 440, 'Lithuania', '370', 'Lithuanian'],
  ['LU', 'LUX', 442, 'Luxembourg', '352', 'Luxembourgish'],
  ['MO', 'MAC', 446, 'Macao', '853', 'Macanese', 'CN'],
  ['MG', 'MDG', 450, 'Madagascar', '261', 'Malagasy'],
  ['MW', 'MWI', 454, 'Malawi', '265', 'Malawian'],
  ['MY', 'MYS', 458, 'Malaysia', '60', 'Malaysian'],
  ['MV', 'MDV', 462, 'Maldives', '960', 'Maldivian'],
  ['ML', 'MLI', 466, 'Mali', '223', 'Malian'],
  ['MT', 'MLT', 470, 'Malta', '356', 'Maltese'],
  ['MH', 'MHL', 584, 'Marshall Islands', '692', 'Marshallese'],
  ['MQ', 'MTQ', 474, 'Martinique', '596', 'Martinican', 'FR'],
  ['MR', 'MRT', 478, 'Mauritania', '222', 'Mauritanian'],
  ['MU', 'MUS', 480, 'Mauritius', '230', 'Mauritian'],
  ['YT', 'MYT', 175, 'Mayotte', '262', 'Mahoran', 'FR'],
  ['MX', 'MEX', 484, 'Mexico', '52', 'Mexican'],
  ['FM', 'FSM', 583, 'Micronesia', '691', 'Micronesian'],
  ['MD', 'MDA', 498, 'Moldova', '373', 'Moldovan'],
  ['MC', 'MCO', 492, 'Monaco', '377', 'Monégasque'],
  ['MN', 'MNG', 496, 'Mongolia', '976', 'Mongolian'],
  ['ME', 'MNE', 499, 'Montenegro', '382', 'Montenegrin'],
  ['MS', 'MSR', 500, 'Montserrat', '1', 'Montserratian', 'GB'],
  ['MA', 'MAR', 504, 'Morocco', '212', 'Moroccan'],
  ['MZ', 'MOZ', 508, 'Mozambique', '258', 'Mozambican'],
  ['MM', 'MMR', 104, 'Myanmar', '95', 'Burmese'],
  ['NA', 'NAM', 516, 'Namibia', '264', 'Namibian'],
  ['NR', 'NRU', 520, 'Nauru', '674', 'Nauruan'],
  ['NP', 'NPL', 524, 'Nepal', '977', 'Nepali'],
  ['NL', 'NLD', 528, 'Netherlands', '31', 'Dutch'],
  ['NC', 'NCL', 540, 'New Caledonia', '687', 'New Caledonian', 'FR'],
  ['NZ', 'NZL', 554, 'New Zealand', '64', 'New Zealander'],
  ['NI', 'NIC', 558, 'Nicaragua', '505', 'Nicaraguan'],
  ['NE', 'NER', 562, 'Niger', '227', 'Nigerien'],
  ['NG', 'NGA', 566, 'Nigeria', '234', 'Nigerian'],
  ['NU', 'NIU', 570, 'Niue', '683', 'Niuean', 'NZ'],
  ['NF', 'NFK', 574, 'Norfolk Island', '672', 'Norfolk Islander', 'AU'],
  ['MK', 'MKD', 807, 'North Macedonia', '389', 'Macedonian'],
  ['MP', 'MNP', 580, 'Northern Mariana Islands', '1', 'Northern Mariana Islander', 'US'],
  ['NO', 'NOR', 578, 'Norway', '47', 'Norwegian'],
  ['OM', 'OMN', 512, 'Oman', '968', 'Omani'],
  ['PK', 'PAK', 586, 'Pakistan', '92', 'Pakistani'],
  ['PW', 'PLW', 585, 'Palau', '680', 'Palauan'],
  ['PS', 'PSE', 275, 'Palestine', '970', 'Palestinian'],
  ['PA', 'PAN', 591, 'Panama', '507', 'Panamanian'],
  ['PG', 'PNG', 598, 'Papua New Guinea', '675', 'Papua New Guinean'],
  ['PY', 'PRY', 600, 'Paraguay', '595', 'Paraguayan'],
  ['PE', 'PER', 604, 'Peru', '51', 'Peruvian'],
  ['PH', 'PHL', 608, 'Philippines', '63', 'Filipino'],
  ['PN', 'PCN', 612, 'Pitcairn Islands', '64', 'Pitcairn Islander', 'GB'],
  ['PL', 'POL', 616, 'Poland', '48', 'Polish'],
  ['PT', 'PRT', 620, 'Portugal', '351', 'Portuguese'],
  ['PR', 'PRI', 630, 'Puerto Rico', '1', 'Puerto Rican', 'US'],
  ['QA', 'QAT', 634, 'Qatar', '974', 'Qatari'],
  ['RE', 'REU', 638, 'Réunion', '262', 'Réunionese', 'FR'],
  ['RO', 'ROU', 642, 'Romania', '40', 'Romanian'],
  ['RU', 'RUS', 643, 'Russia', '7', 'Russian'],
  ['RW', 'RWA', 646, 'Rwanda', '250', 'Rwandan'],
  ['BL', 'BLM', 652, 'Saint Barthélemy', '590', 'Barthélemois', 'FR'],
  ['SH', 'SHN', 654, 'Saint Helena, Ascension and Tristan da Cunha', '290', 'Saint Helenian', 'GB'],
  ['KN', 'KNA', 659, 'Saint Kitts and Nevis', '1', 'Kittitian'],
  ['LC', 'LCA', 662, 'Saint Lucia', '1', 'Saint Lucian'],
  ['MF', 'MAF', 663, 'Saint Martin (French part)', '590', 'Saint-Martinois', 'FR'],
  ['PM', 'SPM', 666, 'Saint Pierre and Miquelon', '508', 'Saint-Pierrais', 'FR'],
  ['VC', 'VCT', 670, 'Saint Vincent and the Grenadines', '1', 'Vincentian'],
  ['WS', 'WSM', 882, 'Samoa', '685', 'Samoan'],
  ['SM', 'SMR', 674, 'San Marino', '378', 'Sammarinese'],
  ['ST', 'STP', 678, 'São Tomé and Príncipe', '239', 'Santomean'],
  ['SA', 'SAU', 682, 'Saudi Arabia', '966', 'Saudi'],
  ['SN', 'SEN', 686, 'Senegal', '221', 'Senegalese'],
  ['RS', 'SRB', 688, 'Serbia', '381', 'Serbian'],
  ['SC', 'SYC', 690, 'Seychelles', '248', 'Seychellois'],
  ['SL', 'SLE', 694, 'Sierra Leone', '232', 'Sierra Leonean'],
  ['SG', 'SGP', 702, 'Singapore', '65', 'Singaporean'],
  ['SX', 'SXM', 534, 'Sint Maarten (Dutch part)', '1', 'Sint Maartener', 'NL'],
  ['SK', 'SVK', 703, 'Slovakia', '421', 'Slovak'],
  ['SI', 'SVN', 705, 'Slovenia', '386', 'Slovenian'],
  ['SB', 'SLB', 90, 'Solomon Islands', '677', 'Solomon Islander'],
  ['SO', 'SOM', 706, 'Somalia', '252', 'Somali'],
  ['ZA', 'ZAF', 710, 'South Africa', '27', 'South African'],
  ['GS', 'SGS', 239, 'South Georgia and the South Sandwich Islands', '500', 'British', 'GB'],
  ['SS', 'SSD', 728, 'South Sudan', '211', 'South Sudanese'],
  ['ES', 'ESP', 724, 'Spain', '34', 'Spanish'],
  ['LK', 'LKA', 144, 'Sri Lanka', '94', 'Sri Lankan'],
  ['SD', 'SDN', 729, 'Sudan', '249', 'Sudanese'],
  ['SR', 'SUR', 740, 'Suriname', '597', 'Surinamese'],
  ['SJ', 'SJM', 744, 'Svalbard and Jan Mayen', '47', 'Norwegian', 'NO'],
  ['SE', 'SWE', 752, 'Sweden', '46', 'Swedish'],
  ['CH', 'CHE', 756, 'Switzerland', '41', 'Swiss'],
  ['SY', 'SYR', 760, 'Syria', '963', 'Syrian'],
  ['TW', 'TWN', 158, 'Taiwan', '886', 'Taiwanese'],
  ['TJ', 'TJK', 762, 'Tajikistan', '992', 'Tajik'],
  ['TZ', 'TZA', 834, 'Tanzania', '255', 'Tanzanian'],
  ['TH', 'THA', 764, 'Thailand', '66', 'Thai'],
  ['TL', 'TLS', 626, 'Timor-Leste', '670', 'Timorese'],
  ['TG', 'TGO', 768, 'Togo', '228', 'Togolese'],
  ['TK', 'TKL', 772, 'Tokelau', '690', 'Tokelauan', 'NZ'],
  ['TO', 'TON', 776, 'Tonga', '676', 'Tongan'],
  ['TT', 'TTO', 780, 'Trinidad and Tobago', '1', 'Trinidadian'],
  ['TN', 'TUN', 788, 'Tunisia', '216', 'Tunisian'],
  ['TR', 'TUR', 792, 'Türkiye', '90', 'Turkish'],
  ['TM', 'TKM', 795, 'Turkmenistan', '993', 'Turkmen'],
  ['TC', 'TCA', 796, 'Turks and Caicos Islands', '1', 'Turks and Caicos Islander', 'GB'],
  ['TV', 'TUV', 798, 'Tuvalu', '688', 'Tuvaluan'],
  ['UG', 'UGA', 800, 'Uganda', '256', 'Ugandan'],
  ['UA', 'UKR', 804, 'Ukraine', '380', 'Ukrainian'],
  ['AE', 'ARE', 784, 'United Arab Emirates', '971', 'Emirati'],
  ['GB', 'GBR', 826, 'United Kingdom', '44', 'British'],
  ['US', 'USA', 840, 'United States', '1', 'American'],
  ['UM', 'UMI', 581, 'United States Minor Outlying Islands', '1', 'American', 'US'],
  ['UY', 'URY', 858, 'Uruguay', '598', 'Uruguayan'],
  ['UZ', 'UZB', 860, 'Uzbekistan', '998', 'Uzbek'],
  ['VU', 'VUT', 548, 'Vanuatu', '678', 'Ni-Vanuatu'],
  ['VE', 'VEN', 862, 'Venezuela', '58', 'Venezuelan'],
  ['VN', 'VNM', 704, 'Vietnam', '84', 'Vietnamese'],
  ['VG', 'VGB', 92, 'Virgin Islands (British)', '1', 'British Virgin Islander', 'GB'],
  ['VI', 'VIR', 850, 'Virgin Islands (U.S.)', '1', 'U.S. Virgin Islander', 'US'],
  ['WF', 'WLF', 876, 'Wallis and Futuna', '681', 'Wallisian', 'FR'],
  ['EH', 'ESH', 732, 'Western Sahara', '212', 'Sahrawi'],
  ['YE', 'YEM', 887, 'Yemen', '967', 'Yemeni'],
  ['ZM', 'ZMB', 894, 'Zambia', '260', 'Zambian'],
  ['ZW', 'ZWE', 716, 'Zimbabwe', '263', 'Zimbabwean'],
];

const BLOCKED = new Set(['CU', 'IR', 'KP', 'SY']);
const UNINHABITED = new Set(['AQ', 'BV', 'GS', 'HM', 'TF', 'UM']);
const REGULATED = new Set([
  // EU 27
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU',
  'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  // rest of the EEA, the United Kingdom, Australia
  'IS', 'LI', 'NO', 'GB', 'AU',
]);
const RUSSIAN_UI = new Set(['RU', 'BY', 'KZ', 'KG', 'TJ', 'UZ', 'TM', 'AM', 'AZ', 'MD']);

const idByIso = new Map(ROWS.map((row, index) => [row[0], index + 1]));

export const COUNTRIES: readonly Country[] = ROWS.map(([iso, iso3, numcode, name, phonePrefix, nationality, parent], index) => {
  const isRegulated = REGULATED.has(iso);
  const block = BLOCKED.has(iso);
  return {
    id: index + 1,
    iso,
    iso3,
    numcode,
    name,
    phonePrefix,
    nationality,
    block,
    allowRegistration: !block && !UNINHABITED.has(iso),
    defaultLang: RUSSIAN_UI.has(iso) ? 'ru' : 'en',
    assetTypes: isRegulated ? ['crypto'] : ['binary', 'crypto'],
    parentId: parent === undefined ? null : (idByIso.get(parent) ?? null),
    isRegulated,
  };
});

const byIso = new Map(COUNTRIES.map((country) => [country.iso, country]));

/** The country with this ISO 3166-1 alpha-2 code (case-insensitive), if any. */
export function countryByIso(iso: string): Country | undefined {
  return byIso.get(iso.toUpperCase());
}

/**
 * A country's name in the language ("Germany", "Германия"): English from the list itself, others from
 * Intl.DisplayNames (the runtime's CLDR data), the list's English name where that has none, the code when the
 * code is not in the list at all (so a person never sees nothing).
 */
export function countryName(iso: string, lang: string): string {
  const country = countryByIso(iso);
  if (!country) return iso;
  if (lang === 'en') return country.name;
  try {
    return new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' }).of(country.iso) ?? country.name;
  } catch {
    return country.name;
  }
}

/** Registration default when the visitor's location is unknown (spec §9). */
export const DEFAULT_COUNTRY_ISO = 'FR';

/** Account currencies offered at registration; USD is the default (spec §3). */
export const REGISTRATION_CURRENCIES = ['USD', 'EUR', 'GBP', 'RUB'] as const;
export type RegistrationCurrency = (typeof REGISTRATION_CURRENCIES)[number];
export const DEFAULT_CURRENCY: RegistrationCurrency = 'USD';
