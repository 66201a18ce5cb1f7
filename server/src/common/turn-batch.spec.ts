import { TurnBatch } from './turn-batch';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('TurnBatch', () => {
  it('sends the items of one event-loop turn together, once, at its end', async () => {
    const sent: number[][] = [];
    const batch = new TurnBatch<number>((items) => sent.push(items));
    batch.add(1);
    batch.add(2);
    expect(sent).toEqual([]);
    await nextTurn();
    batch.add(3);
    await nextTurn();
    expect(sent).toEqual([[1, 2], [3]]);
  });

  it('flush sends at once what is collected, and nothing when there is nothing', async () => {
    const sent: string[][] = [];
    const batch = new TurnBatch<string>((items) => sent.push(items));
    batch.flush();
    batch.add('a');
    batch.flush();
    await nextTurn();
    expect(sent).toEqual([['a']]);
  });
});
