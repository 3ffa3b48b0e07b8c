import { bandCupTitle } from './size-groups';

describe('bandCupTitle', () => {
  it('writes a band and a cup as the shop does, and refuses what is not one', () => {
    expect(['34b', ' 34 B ', '32dd', '44H', '28AA'].map(bandCupTitle)).toEqual(['34B', '34B', '32DD', '44H', '28AA']);
    expect(['33B', '34I', 'M', '34', 'B34', '46A'].map(bandCupTitle)).toEqual([null, null, null, null, null, null]);
  });
});
