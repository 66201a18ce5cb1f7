/**
 * The generated corpus of `bench:search`: article-like documents about diving in Simplified
 * Chinese, Traditional Chinese (the Simplified generator folded to Taiwan's forms with OpenCC) and
 * English, from word lists and sentence templates; words are drawn with a skew (the first of a
 * list far more often than the last), so queries range from broad to rare like real ones.
 * Deterministic (seeded), so every run indexes the same corpus.
 */
import * as OpenCC from 'opencc-js/cn2t';
import type { Language } from '@contracts/language';
import { prng } from '@server/modules/content/seed/data/cover-shapes';
import type { SearchDocument } from '@server/modules/search/ports/search-source.port';

type Converter = (options: { from: 'cn'; to: 'tw' }) => (text: string) => string;
const toTaiwan = (OpenCC as unknown as { Converter: Converter }).Converter({ from: 'cn', to: 'tw' });

const ZH = {
  place:
    '帕劳 兰屿 绿岛 垦丁 仙本那 诗巴丹 马尔代夫 红海 科莫多 四王岛 蓝碧海峡 宿务 薄荷岛 涠洲岛 三亚 普吉岛 斯米兰 大堡礁 塞班 冲绳 济州岛 巴厘岛 杜马盖地 阿波岛 长滩岛 马布岛 卡帕莱 象岛 西沙 南沙'.split(
      ' ',
    ),
  animal:
    '海龟 珊瑚 蝠鲼 鲸鲨 小丑鱼 海马 章鱼 乌贼 海蛞蝓 锤头鲨 梭鱼 石斑鱼 海鳗 躄鱼 叶海龙 砗磲 海葵 海扇 海鞘 鹦鹉鱼 蓝环章鱼 豆丁海马 狮子鱼 炮弹鱼 海豚 儒艮 虎鲸 鲨鱼 海星 水母'.split(
      ' ',
    ),
  topic:
    '水下摄影 夜潜 沉船潜水 放流潜水 中性浮力 自由潜 微距摄影 广角摄影 洞穴潜水 船潜 岸潜 深潜 高氧潜水 潜水考证 水下生态 珊瑚保育 海洋保护 潜水旅行 潜水安全 减压停留'.split(
      ' ',
    ),
  gear: '潜水电脑表 呼吸调节器 浮力控制装置 湿衣 干衣 闪光灯 防水壳 潜水灯 脚蹼 面镜 气瓶 配重 相机 镜头 浮力袋'.split(' '),
  time: '清晨 傍晚 午后 深夜 涨潮时 退潮时 满月前后 雨季'.split(' '),
  feel: '难忘 惊喜 平静 震撼 紧张 幸运 放松 满足'.split(' '),
};

const EN = {
  place:
    'Palau|Komodo|Raja Ampat|Lembeh|Sipadan|the Red Sea|the Maldives|Cozumel|Bonaire|Galapagos|Cocos Island|Tubbataha|Anilao|Okinawa|Bali|Similan|Great Barrier Reef|Truk Lagoon|Socorro|Fiji'.split(
      '|',
    ),
  animal:
    'turtles|manta rays|whale sharks|hammerheads|nudibranchs|seahorses|octopus|cuttlefish|frogfish|barracuda|groupers|moray eels|clownfish|reef sharks|dolphins|jellyfish|sea fans|soft corals|parrotfish|lionfish'.split(
      '|',
    ),
  topic:
    'underwater photography|night diving|wreck diving|drift diving|buoyancy|freediving|macro photography|wide-angle shooting|cave diving|boat dives|shore dives|deep diving|nitrox|dive training|reef ecology|coral conservation|ocean protection|dive travel|dive safety|safety stops'.split(
      '|',
    ),
  gear: 'dive computer|regulator|BCD|wetsuit|drysuit|strobe|housing|torch|fins|mask|tank|weights|camera|lens|SMB'.split('|'),
  time: 'at dawn|at dusk|in the afternoon|late at night|at high tide|at low tide|around the full moon|in the rainy season'.split('|'),
  feel: 'unforgettable|surprising|calm|breathtaking|tense|lucky|relaxing|rewarding'.split('|'),
};

const ZH_SENTENCES = [
  '我们在{place}看到了{animal}，{time}的光线非常适合{topic}。',
  '{topic}时最重要的是控制好{gear}，不要惊扰{animal}。',
  '这次去{place}，最{feel}的是{animal}在{time}出现。',
  '每次{topic}之后，都要用淡水冲洗{gear}。',
  '第{n}天的水温是{t}度，能见度大约{v}米，{animal}很多。',
  '潜导提醒大家，{topic}要量力而行，注意{gear}的余量。',
  '{place}的{animal}数量比去年多，当地在做{topic}的推广。',
  '如果你第一次尝试{topic}，建议先在{place}这样的地方练习。',
  '带着{gear}下水，{time}遇到一群{animal}，感觉很{feel}。',
  '回到船上，大家都在讨论{animal}和{topic}。',
];

const EN_SENTENCES = [
  'We saw {animal} in {place}, and the light {time} was perfect for {topic}.',
  'The key to {topic} is your {gear}; never chase the {animal}.',
  'On this trip to {place} the most {feel} moment was {animal} showing up {time}.',
  'After every session of {topic}, rinse your {gear} in fresh water.',
  'On day {n} the water was {t} degrees with {v} metres of visibility and plenty of {animal}.',
  'Our guide reminded us that {topic} takes practice and a careful eye on the {gear}.',
  'There are more {animal} in {place} than last year, and locals now promote {topic}.',
  'If you are new to {topic}, start somewhere like {place}.',
  'Diving with a {gear} {time}, we met a school of {animal}; it felt {feel}.',
  'Back on the boat everyone talked about {animal} and {topic}.',
];

type Words = Record<'place' | 'animal' | 'topic' | 'gear' | 'time' | 'feel', string[]>;

function fill(template: string, words: Words, rnd: () => number): string {
  const skewed = (list: string[]) => list[Math.floor(list.length * rnd() * rnd())]!;
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => {
    if (slot === 'n') return String(1 + Math.floor(rnd() * 9));
    if (slot === 't') return String(22 + Math.floor(rnd() * 9));
    if (slot === 'v') return String(5 + Math.floor(rnd() * 30));
    return skewed(words[slot as keyof Words]);
  });
}

function article(rnd: () => number, words: Words, sentences: string[], joiner: string, titles: string[]) {
  const count = 6 + Math.floor(rnd() * 7);
  const text = Array.from({ length: count }, () => fill(sentences[Math.floor(rnd() * sentences.length)]!, words, rnd)).join(joiner);
  return { title: fill(titles[Math.floor(rnd() * titles.length)]!, words, rnd), text };
}

const ZH_TITLES = ['{place}{topic}记', '在{place}遇见{animal}', '{topic}入门：{gear}怎么选', '{time}的{animal}', '{place}潜水日志'];
const EN_TITLES = [
  '{topic} in {place}',
  'Meeting {animal} in {place}',
  'Choosing a {gear} for {topic}',
  '{animal} {time}',
  'Logbook: {place}',
];

/** Document `i` of the corpus: 40 % Simplified, 30 % Traditional, 30 % English. */
export function corpusDocument(i: number): SearchDocument {
  const rnd = prng(i * 7919 + 17);
  const pick = rnd();
  const language: Language = pick < 0.4 ? 'zh-cn' : pick < 0.7 ? 'zh-hant' : 'en-us';
  const a = language === 'en-us' ? article(rnd, EN, EN_SENTENCES, ' ', EN_TITLES) : article(rnd, ZH, ZH_SENTENCES, '', ZH_TITLES);
  const id = `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
  return {
    kind: 'article',
    id,
    language,
    title: language === 'zh-hant' ? toTaiwan(a.title) : a.title,
    text: language === 'zh-hant' ? toTaiwan(a.text) : a.text,
    link: `/pages/article/article?id=${id}`,
    publishedAt: new Date(Date.UTC(2024, 0, 1) + Math.floor(rnd() * 700) * 86400_000),
    boost: rnd() < 0.02 ? 0.1 : 0,
  };
}

/** The queries of the run, mixed: Simplified, Traditional, English; broad and rare. */
export const BENCH_QUERIES = [
  '水下摄影',
  '潛水攝影',
  '蝠鲼',
  '鯨鯊',
  '帕劳 海龟',
  '蘭嶼 珊瑚',
  '夜潜',
  '沉船潛水',
  '叶海龙',
  '豆丁海馬',
  '中性浮力',
  '潜水电脑表',
  '蓝碧海峡 海蛞蝓',
  '減壓停留',
  '儒艮',
  'manta',
  'whale shark',
  'night diving',
  'wreck dives',
  'nudibranch Lembeh',
  'frogfish',
  'buoyancy',
  'drysuit',
  'Truk Lagoon',
  'coral conservation',
];

/**
 * Distinct queries (place + animal, and place + animal + gear, in the three scripts), about 20,000,
 * for a run where no query repeats: 50 connections at 2,000 searches/s for 10 s do not exhaust it.
 */
export function uniqueQueries(): string[] {
  const out: string[] = [];
  for (const [i, place] of ZH.place.entries()) {
    for (const [j, animal] of ZH.animal.entries()) {
      for (const extra of ['', ...ZH.gear]) {
        const q = extra ? `${place} ${animal} ${extra}` : `${place} ${animal}`;
        out.push((i + j) % 2 ? q : toTaiwan(q));
      }
    }
  }
  for (const place of EN.place)
    for (const animal of EN.animal) for (const extra of ['', ...EN.gear]) out.push(`${animal} ${place} ${extra}`.trim());
  // interleaved, so each stretch of the run mixes scripts
  return out
    .map((q, i) => ({ q, k: (i * 7919) % out.length }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.q);
}
