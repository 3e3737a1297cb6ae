import { describe, expect, it } from 'vitest';
import type { Translate } from '@/i18n';
import { deviceName, placeName } from '@/features/security/Sessions';
import { groupedKey, recoveryCodesText } from '@/features/security/twoFactorText';

const t = ((key: string, vars?: Record<string, string | number>) => (vars ? `${key} ${JSON.stringify(vars)}` : key)) as Translate;

describe('the Security screen in words', () => {
  it('names a session by what the server could read of it', () => {
    expect(deviceName({ browser: 'Chrome 126', os: 'Windows' }, t)).toBe('sessions.device {"browser":"Chrome 126","os":"Windows"}');
    expect(deviceName({ browser: '', os: 'Linux' }, t)).toBe('Linux');
    expect(deviceName({ browser: '', os: '' }, t)).toBe('sessions.device_unknown');
  });

  it('says where: a local network, this network, another network, or unknown', () => {
    expect(placeName({ place: 'local', network: '', same_network: false }, t)).toBe('sessions.place_local');
    expect(placeName({ place: 'network', network: '203.0.113.0/24', same_network: true }, t)).toBe('sessions.place_same {"network":"203.0.113.0/24"}');
    expect(placeName({ place: 'network', network: '198.51.100.0/24', same_network: false }, t)).toBe('sessions.place_network {"network":"198.51.100.0/24"}');
    expect(placeName({ place: 'unknown', network: '', same_network: false }, t)).toBe('sessions.place_unknown');
  });

  it('shows the key in groups of four and writes the recovery codes one a line', () => {
    expect(groupedKey('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(recoveryCodesText(['abcde-fgh23', 'zz234-56789'], t)).toBe('twofactor.file_title\ntwofactor.file_note\n\nabcde-fgh23\nzz234-56789\n');
  });
});
