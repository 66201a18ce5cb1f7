/* The contest demo's texts: the entries (as written, with their titles and places in three languages) and the contests' rules. */

/** Entries of Ocean Stars 2026: title, place, camera, lens, and the photographer's own words (each in their language). */
export const TITLES: [string, string, string, string, string][] = [
  [
    'Manta ballet',
    'Raja Ampat',
    'Sony A7R V',
    '16-35mm F2.8',
    '拉贾安帕特的清洁站，一只大洋蝠鲼在我头顶盘旋了整整二十分钟。我屏住呼吸、压低身体，只等它转身时翼尖划过阳光的那一刻。',
  ],
  [
    'Night of the coral spawn',
    'Great Barrier Reef',
    'Nikon Z8',
    '60mm Macro',
    '大堡礁一年一次的珊瑚产卵夜，满月后的第五天。整片礁石像在往上飘雪，手电一照，水里全是粉色的卵囊。',
  ],
  [
    'Sardine storm',
    'Moalboal',
    'Canon R5',
    '8-15mm Fisheye',
    "Moalboal's sardine run sits a few metres off the beach. I waited at the edge of the ball until a jack cut through it and the whole school folded into a wave.",
  ],
  [
    'Blue hour turtle',
    'Sipadan',
    'Sony A1',
    '28-60mm',
    '诗巴丹的傍晚，一只绿海龟在礁壁边休息。我关掉闪光灯，只用最后一点天光，让蓝色把它包起来。',
  ],
  [
    'Whale shark sunrise',
    'Ningaloo',
    'Nikon Z9',
    '14-24mm',
    'Ningaloo, first light. The whale shark came up under the boat while the sun was still low, and the rays followed it down into the blue.',
  ],
  [
    'Pygmy seahorse',
    'Lembeh',
    'OM-1',
    '90mm Macro',
    '蓝碧海峡的一株扇珊瑚上，一只不到两厘米的豆丁海马。拍它用了四十分钟，它一直把脸转向另一边。',
  ],
  [
    'Cathedral light',
    'Cenote Dos Ojos',
    'Sony A7 IV',
    '12-24mm',
    "Dos Ojos at noon: the only time the sun reaches straight down through the cenote's opening. Two divers gave me scale; the rest is light.",
  ],
  [
    'Clownfish family',
    'Anilao',
    'Canon R6',
    '100mm Macro',
    '阿尼洛的海葵里住着一家四口。公鱼护着卵，小鱼在触手间进进出出，我在旁边趴了一整支气瓶。',
  ],
  [
    'Hammerhead wall',
    'Cocos Island',
    'Nikon D850',
    '8-15mm Fisheye',
    'Cocos Island, Alcyone, 30 metres on the wall. Hammerheads come in to the cleaning stations at dawn; I counted forty in one frame.',
  ],
  [
    'Kelp cathedral',
    'Monterey',
    'Sony A7S III',
    '16-35mm',
    '蒙特雷的巨藻林像一座教堂。浪大的日子，光线从藻叶间一条条落下来，我把相机朝上，等一只海狮游过去。',
  ],
  [
    'Mandarin dance',
    'Palau',
    'OM-5',
    '60mm Macro',
    'Palau, just after sunset. Mandarinfish only come out to mate for a few minutes; a dim red torch and a lot of patience.',
  ],
  [
    'Dugong meadow',
    'Marsa Alam',
    'Canon R5',
    '15-35mm',
    '在马萨阿拉姆的海草床上，一只儒艮低头吃草，每隔几分钟上去换一口气。我们保持十米距离，让它自己靠过来。',
  ],
  [
    'Jellyfish lake',
    'Palau',
    'Sony A7C',
    '28mm',
    'Jellyfish Lake reopened, and the golden jellies are back in their millions. Snorkel only, no strobes: just the afternoon sun from above.',
  ],
  [
    'Wreck of the Thistlegorm',
    'Red Sea',
    'Nikon Z7 II',
    '14-30mm',
    '红海北部的 SS Thistlegorm 沉船，货舱里还整齐码着二战时的摩托车。用两支闪灯把舱内打亮，保留舱口透进来的蓝。',
  ],
];

/** The entries' titles and places in the three languages (decision 0135); the photographers' own words stay as written. */
const TRANSLATED: Record<string, { title: [string, string]; place: [string, string] }> = {
  // title: [zh-cn, zh-hant], place: [zh-cn, zh-hant]; English is the TITLES row
  'Manta ballet': { title: ['蝠鲼芭蕾', '鬼蝠魟芭蕾'], place: ['拉贾安帕特', '拉賈安帕特'] },
  'Night of the coral spawn': { title: ['珊瑚产卵之夜', '珊瑚產卵之夜'], place: ['大堡礁', '大堡礁'] },
  'Sardine storm': { title: ['沙丁鱼风暴', '沙丁魚風暴'], place: ['莫阿尔博阿尔', '莫阿爾博阿爾'] },
  'Blue hour turtle': { title: ['蓝调时刻的海龟', '藍調時刻的海龜'], place: ['诗巴丹', '詩巴丹'] },
  'Whale shark sunrise': { title: ['日出鲸鲨', '日出鯨鯊'], place: ['宁格鲁', '寧格魯'] },
  'Pygmy seahorse': { title: ['豆丁海马', '豆丁海馬'], place: ['蓝碧海峡', '藍碧海峽'] },
  'Cathedral light': { title: ['大教堂之光', '大教堂之光'], place: ['双眼天坑', '雙眼天坑'] },
  'Clownfish family': { title: ['小丑鱼一家', '小丑魚一家'], place: ['阿尼洛', '阿尼洛'] },
  'Hammerhead wall': { title: ['双髻鲨之墙', '雙髻鯊之牆'], place: ['科科斯岛', '科科斯島'] },
  'Kelp cathedral': { title: ['巨藻教堂', '巨藻教堂'], place: ['蒙特雷', '蒙特雷'] },
  'Mandarin dance': { title: ['青蛙鱼之舞', '青蛙魚之舞'], place: ['帕劳', '帛琉'] },
  'Dugong meadow': { title: ['儒艮的草场', '儒艮的草場'], place: ['马萨阿拉姆', '馬薩阿拉姆'] },
  'Jellyfish lake': { title: ['水母湖', '水母湖'], place: ['帕劳', '帛琉'] },
  'Wreck of the Thistlegorm': { title: ['蓟花号沉船', '薊花號沉船'], place: ['红海', '紅海'] },
};

/** An entry's `translations` (language → fields): its title (with a suffix, e.g. the year) and place in each language. */
export function entryTexts(title: string, place: string, suffix = ''): string {
  const t = TRANSLATED[title];
  if (!t) throw new Error(`demo entry without translations: ${title}`);
  return JSON.stringify({
    'zh-cn': { title: t.title[0] + suffix, place: t.place[0] },
    'en-us': { title: title + suffix, place },
    'zh-hant': { title: t.title[1] + suffix, place: t.place[1] },
  });
}

/** The contests' rules in the three languages. */
export const RULES_2026 = {
  'zh-cn':
    '为你喜欢的水下摄影作品投票。每位会员每天 5 票（北京时间零点更新），可以多次投给同一作品，但不能投给自己的作品。作品经编辑审核后才能获得投票。',
  'en-us':
    'Vote for your favourite underwater photographs. Each member has 5 votes per day (renewed at midnight, Beijing time) and may vote for the same work several times, but not for their own. Entries are reviewed before they can receive votes.',
  'zh-hant':
    '為你喜歡的水下攝影作品投票。每位會員每天 5 票（北京時間零點更新），可以多次投給同一作品，但不能投給自己的作品。作品經編輯審核後才能獲得投票。',
};
export const RULES_2025 = {
  'zh-cn': '2025 年度“海洋之星”水下摄影大赛已结束，以下为最终排名。感谢每一位投稿和投票的潜水员。',
  'en-us': 'Ocean Stars 2025 has ended; below is the final ranking. Thank you to every diver who entered and voted.',
  'zh-hant': '2025 年度「海洋之星」水下攝影大賽已結束，以下為最終排名。感謝每一位投稿和投票的潛水員。',
};
