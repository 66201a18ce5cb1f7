import { translated } from './markup';

/** Marine life on the reef: nudibranchs, coral spawning. */
export const REEF_LIFE_ARTICLES = [
  ...translated(
    {
      group: 'nudibranchs',
      author: 'amelia-hart',
      category: 'marine_life',
      coverSeed: 321,
      coverTheme: 'macro',
      publishedDaysAgo: 40,
      popularity: 0.58,
    },
    {
      'en-us': {
        title: 'Nudibranchs 101: the slugs that wear warning colours',
        summary:
          'More than 3,000 species, bright colours that say “don’t eat me”, and rhinophores that smell the water. A field guide to finding and understanding nudibranchs.',
        tags: ['nudibranch', 'macro', 'sea slug', 'field guide', 'biology'],
        body: `
## Naked gills
"Nudibranch" means naked gill. These sea slugs lost their shells millions of years ago and breathe through a feathery plume of gills on their backs, or through outgrowths called cerata. More than 3,000 species are known and new ones are described every year.
## Colours that warn
Without a shell, nudibranchs defend themselves with chemistry. Many store toxins from the sponges they eat; some steal stinging cells from hydroids and re-use them. Their bright colours advertise it: predators learn quickly that pink and orange means unpleasant.
[fig 322 macro] A chromodorid nudibranch with its rhinophores up and gill plume open
## How to find them
Look for their food, not for the animals. Sponges, hydroids, bryozoans and sea squirts are all on the menu. Move slowly along a wall or rubble slope and check the edges of sponges. Divers who slow down to one metre a minute see ten times more.
## What you are looking at
- Rhinophores: the two "horns" on the head, used to smell chemicals in the water
- Gill plume: the flower on the back of dorids, withdrawn when disturbed
- Cerata: finger-like outgrowths on aeolids, often tipped with stolen stinging cells
## Hands off
Nudibranchs are delicate and some are mildly toxic. Never pick one up or move it for a photo. A good macro shot of a nudibranch going about its life is worth far more than a staged one.
`,
      },
      'zh-cn': {
        title: '海蛞蝓入门：穿着警戒色的软体动物',
        summary: '超过 3000 个物种、写着“别吃我”的鲜艳体色、能闻到水中气味的嗅角。一份寻找和认识海蛞蝓的野外指南。',
        tags: ['海蛞蝓', '裸鳃类', '微距', '野外指南', '海洋生物'],
        body: `
## 裸露的鳃
海蛞蝓通常指裸鳃类（Nudibranch），意思是“裸露的鳃”。它们在数百万年前失去了外壳，用背上羽毛状的鳃丛或称为“露鳃”的突起呼吸。已知物种超过 3000 种，每年还有新种被描述。
## 警戒色
没有壳的海蛞蝓靠化学武器自卫。很多种类会储存所吃海绵中的毒素，有的甚至能“偷”来水螅的刺细胞重新利用。鲜艳的颜色就是广告：捕食者很快就学会，粉色和橙色意味着难吃。
[fig 322 macro] 一只多彩海蛞蝓，嗅角竖起，鳃丛张开
## 怎样找到它们
找它们的食物，而不是找它们。海绵、水螅、苔藓虫和海鞘都在菜单上。沿着岩壁或碎石坡慢慢移动，仔细看海绵的边缘。把速度降到每分钟一米的潜水员，能看到多十倍的生物。
## 你看到的是什么
- 嗅角：头上的两只“角”，用来感知水中的化学信号
- 鳃丛：背部像花一样的结构，受惊时会缩回
- 露鳃：蓑海牛类身上指状的突起，末端常藏着偷来的刺细胞
## 请勿触摸
海蛞蝓非常脆弱，有些还带有轻微毒性。不要拿起来，也不要为了拍照挪动它。记录它自然生活的一张微距照片，比任何摆拍都珍贵。
`,
      },
      'zh-hant': {
        title: '海蛞蝓入門：穿著警戒色的軟體動物',
        summary: '超過 3000 種、寫著「不要吃我」的鮮豔體色，還有能聞到水中氣味的嗅角。一份尋找和認識海蛞蝓的野外指南。',
        tags: ['海蛞蝓', '裸鰓類', '微距', '野外指南', '海洋生物'],
        body: `
## 裸露的鰓
海蛞蝓通常是指裸鰓類（Nudibranch），意思是「裸露的鰓」。牠們在幾百萬年前就失去了殼，靠背上羽毛狀的鰓叢或叫「露鰓」的突起呼吸。已知物種超過 3000 種，每年還有新種發表。
## 警戒色
沒有殼的海蛞蝓靠化學武器保護自己。很多種類會把吃下的海綿毒素存起來，有的甚至能「偷」水螅的刺細胞拿來用。鮮豔的顏色就是廣告：掠食者很快就學到，粉紅和橘色代表難吃。
[fig 322 macro] 一隻多彩海蛞蝓，嗅角豎起、鰓叢打開
## 怎麼找到牠們
找牠們的食物，而不是找牠們。海綿、水螅、苔蘚蟲和海鞘都在菜單上。沿著岩壁或碎石坡慢慢移動，仔細看海綿的邊緣。把速度放慢到每分鐘一公尺的潛水員，看到的生物多十倍。
## 你看到的是什麼
- 嗅角：頭上兩支「角」，用來感測水中的化學訊號
- 鰓叢：背上像花一樣的構造，受到驚擾會縮回去
- 露鰓：蓑海蛞蝓身上手指狀的突起，末端常藏著偷來的刺細胞
## 請不要摸
海蛞蝓非常脆弱，有些還帶點毒性。不要拿起來，也不要為了拍照把牠移位。一張記錄牠自然生活的微距照片，比任何擺拍都珍貴。
`,
      },
    },
  ),
  ...translated(
    {
      group: 'coral-spawning',
      author: 'amelia-hart',
      category: 'marine_life',
      coverSeed: 331,
      coverTheme: 'night',
      publishedDaysAgo: 7.8,
      issue: { magazine: 'deep-blue', kind: 'periodical', number: 2 },
      popularity: 0.76,
    },
    {
      'en-us': {
        title: 'The night the reef snows upwards: diving a coral spawning',
        summary:
          'A few nights a year, after the full moon, whole reefs release their eggs and sperm at once. How to predict a spawning, what you will see and how to dive it safely.',
        tags: ['coral spawning', 'night dive', 'full moon', 'reproduction', 'reef'],
        body: `
## A synchronised release
Most reef-building corals reproduce by broadcast spawning. On a few nights a year, usually several days after a full moon when the water has warmed, colonies across a reef release bundles of eggs and sperm within the same hour. The bundles rise to the surface, break open and fertilise there.
## Predicting the night
Timing depends on the region. On the Great Barrier Reef the main spawning follows the full moons of October to December; in Taiwan and southern China it is usually April to June. Local researchers and dive centres publish predictions, often accurate to within one or two nights.
[fig 332 night] Pink egg-sperm bundles rising from a colony under a dive torch
## What you will see
About two hours after dark the colonies "set": you see the bundles pressing at the polyp mouths like tiny beads. Then, one species after another, they let go. In your torch beam it looks like snow falling upwards.
## Diving it well
- Plan a long, shallow night dive: 5–12 metres and plenty of gas
- Use a red or dim torch until colonies release, then a wider beam
- Keep perfect buoyancy: colonies are at their most delicate
- Expect a slick on the surface and poor visibility afterwards
A spawning is a reminder of how fragile the system is. Heat stress can prevent corals from spawning at all, which is one reason bleaching years do such long-lasting damage.
`,
      },
      'zh-cn': {
        title: '珊瑚产卵夜：看一场向上飘的“雪”',
        summary: '每年只有几个晚上，满月之后，整片珊瑚礁会在同一时间释放卵和精子。怎样预测产卵日、会看到什么、如何安全地潜这一夜。',
        tags: ['珊瑚产卵', '夜潜', '满月', '珊瑚礁', '繁殖'],
        body: `
## 同步的释放
大多数造礁珊瑚靠“集体产卵”繁殖。每年只有几个晚上，通常是满月后几天、海水回暖的时候，整片礁区的珊瑚群体会在同一个小时内释放卵精束。卵精束浮到水面破裂，在那里受精。
## 预测那一夜
时间因地区而异。大堡礁的主要产卵期在 10 月到 12 月的满月之后；台湾和华南通常在 4 月到 6 月。当地的研究人员和潜店会发布预测，往往能准确到一两个晚上。
[fig 332 night] 潜水灯下，粉色的卵精束从珊瑚群体中升起
## 你会看到什么
天黑两小时左右，珊瑚进入“待发”状态：可以看到卵精束像小珠子一样顶在水螅体口部。随后，一个物种接着一个物种开始释放。在潜水灯的光束里，就像一场向上飘的雪。
## 怎样潜好这一夜
- 计划一次长时间的浅水夜潜：5–12 米，气量充足
- 珊瑚释放前使用红光或调暗的灯，释放后再换广角光
- 保持完美浮力：这时的珊瑚最脆弱
- 产卵后水面会有油膜，能见度变差
珊瑚产卵提醒我们这个系统有多脆弱。热应激会让珊瑚根本无法产卵，这也是白化年份造成的伤害如此持久的原因之一。
`,
      },
      'zh-hant': {
        title: '珊瑚產卵夜：一場往上飄的「雪」',
        summary: '每年只有幾個晚上，滿月過後，整片珊瑚礁會在同一時間釋放卵和精子。怎麼預測產卵日、會看到什麼、如何安全地潛這一夜。',
        tags: ['珊瑚產卵', '夜潛', '滿月', '珊瑚礁', '繁殖'],
        body: `
## 同步的釋放
大多數造礁珊瑚靠「集體產卵」繁殖。每年只有幾個晚上，通常是滿月後幾天、水溫回升的時候，整片礁區的珊瑚會在同一個小時內釋放卵精囊。卵精囊浮到水面破開，在那裡受精。
## 預測那一夜
時間依地區而不同。大堡礁主要在 10 月到 12 月的滿月之後；台灣墾丁、澎湖通常在 4 月到 6 月。在地的研究人員和潛店會公布預測，常常準到一兩個晚上以內。
[fig 332 night] 潛水燈下，粉紅色的卵精囊從珊瑚上升起
## 你會看到什麼
天黑大約兩小時後，珊瑚進入「預備」狀態：可以看到卵精囊像小珠子一樣頂在水螅體口部。接著一種接一種開始釋放，在手電筒的光束裡，就像一場往上飄的雪。
## 怎麼潛好這一夜
- 安排一支長時間的淺水夜潛：5 到 12 公尺，氣量要夠
- 珊瑚釋放前用紅光或調暗的燈，釋放後再換廣角光
- 浮力要完美：這時候的珊瑚最脆弱
- 產卵後水面會有油膜，能見度會變差
珊瑚產卵提醒我們這個系統有多脆弱。熱逆境會讓珊瑚根本無法產卵，這也是白化年份的傷害這麼持久的原因之一。
`,
      },
    },
  ),
];
