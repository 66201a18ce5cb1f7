import { translated } from './markup';

/** Marine life: mantas, whale sharks, nudibranchs. */
export const MARINE_LIFE_ARTICLES = [
  ...translated(
    {
      group: 'manta-id',
      author: 'amelia-hart',
      category: 'marine_life',
      coverSeed: 301,
      coverTheme: 'manta',
      publishedDaysAgo: 2.3,
      issue: { magazine: 'ocean-current', kind: 'periodical', number: 36 },
      editorPick: true,
      popularity: 0.93,
    },
    {
      'en-us': {
        title: 'Every manta has a face: how divers help identify individual rays',
        summary:
          'The spots on a manta’s belly are as unique as a fingerprint. How reef and oceanic mantas differ, how to take an ID photo, and why your holiday pictures matter to science.',
        tags: ['manta', 'citizen science', 'photo ID', 'Maldives', 'marine biology'],
        body: `
## Two species, one name
There are two manta species. Reef mantas (*Mobula alfredi*) stay near coasts and cleaning stations and reach about 4.5 metres across. Oceanic mantas (*Mobula birostris*) roam open water and can exceed 6 metres. The quickest tell is the mouth: grey to black inside on oceanics, white on reef mantas.
## The belly is a fingerprint
Each manta carries a pattern of dark spots between its gill slits that does not change over its life. Photograph that pattern and researchers can recognise the same animal years later, across atolls or even countries.
[fig 302 manta] A reef manta's belly spots: the pattern that identifies it for life
## Taking a useful ID photo
- Stay low and let the manta pass over you; never chase it
- Shoot the whole underside, straight on, with the gill slits visible
- Note the date, site and depth, and whether it was male or female if you could see
- Send the pictures to a regional database such as Manta Trust's
## Why it matters
Photo ID tells us how many mantas live at a site, how often they return and how long they live. In the Maldives, more than 5,000 individual reef mantas have been identified, most of them from divers' photographs.
Your holiday pictures are data. When thousands of divers share them, scientists can see a population change long before it is too late.
`,
      },
      'zh-cn': {
        title: '每只蝠鲼都有一张“脸”：潜水员如何帮助识别个体',
        summary: '蝠鲼腹部的斑点和指纹一样独一无二。礁蝠鲼和大洋蝠鲼怎么区分，怎样拍一张有用的识别照片，为什么你的度假照片对科学很重要。',
        tags: ['蝠鲼', '公民科学', '个体识别', '马尔代夫', '海洋生物'],
        body: `
## 两个物种，一个名字
蝠鲼有两个物种。礁蝠鲼（*Mobula alfredi*）生活在近岸和清洁站附近，翼展约 4.5 米；大洋蝠鲼（*Mobula birostris*）在开阔大洋中游弋，翼展可超过 6 米。最快的区分方法是看嘴：大洋蝠鲼口腔内是灰黑色，礁蝠鲼是白色。
## 腹部就是指纹
每只蝠鲼的鳃裂之间都有一组深色斑点，终生不变。拍下这组斑点，研究人员就能在多年以后、甚至在另一个国家认出同一只个体。
[fig 302 manta] 礁蝠鲼的腹部斑点：伴随它一生的“身份证”
## 怎样拍一张有用的识别照片
- 保持低姿态，让蝠鲼从你头顶经过，绝不追逐
- 正对腹部拍全身，鳃裂要清楚
- 记录日期、潜点和深度，能看出雌雄也请记下
- 把照片提交给区域数据库，例如 Manta Trust
## 为什么重要
个体识别能告诉我们一个潜点有多少只蝠鲼、它们多久回来一次、能活多久。在马尔代夫，已识别的礁蝠鲼超过 5000 只，大部分来自潜水员的照片。
你的度假照片就是数据。当成千上万的潜水员分享它们，科学家就能在种群下降变得不可挽回之前发现它。
`,
      },
      'zh-hant': {
        title: '每隻鬼蝠魟都有一張「臉」：潛水員如何幫忙辨識個體',
        summary:
          '鬼蝠魟肚子上的斑點跟指紋一樣獨一無二。礁鬼蝠魟和大洋鬼蝠魟怎麼分、怎麼拍一張有用的辨識照，還有為什麼你的度假照片對科學很重要。',
        tags: ['鬼蝠魟', '公民科學', '個體辨識', '馬爾地夫', '海洋生物'],
        body: `
## 兩個物種，一個名字
鬼蝠魟其實有兩種。礁鬼蝠魟（*Mobula alfredi*）住在近岸和清潔站附近，翼展大約 4.5 公尺；大洋鬼蝠魟（*Mobula birostris*）在外海遨遊，翼展可以超過 6 公尺。最快的分法是看嘴巴：大洋鬼蝠魟嘴裡是灰黑色，礁鬼蝠魟是白色。
## 肚子就是指紋
每隻鬼蝠魟鰓裂之間都有一組深色斑點，一輩子都不會變。把這組斑點拍下來，研究人員就能在好幾年後、甚至在另一個國家認出同一隻。
[fig 302 manta] 礁鬼蝠魟肚子上的斑點：跟著牠一輩子的「身分證」
## 怎麼拍一張有用的辨識照
- 壓低身體，讓鬼蝠魟從你頭上經過，絕對不要追
- 正對肚子拍整隻，鰓裂要清楚
- 記下日期、潛點和深度，看得出公母也請記錄
- 把照片上傳到區域資料庫，例如 Manta Trust
## 為什麼重要
個體辨識能告訴我們一個潛點有幾隻鬼蝠魟、牠們多久回來一次、可以活多久。在馬爾地夫，已經辨識的礁鬼蝠魟超過 5000 隻，大多數來自潛水員的照片。
你的度假照片就是資料。當成千上萬的潛水員一起分享，科學家就能在族群下滑到無法挽回之前發現警訊。
`,
      },
    },
  ),
  ...translated(
    {
      group: 'whale-sharks',
      author: 'amelia-hart',
      category: 'marine_life',
      coverSeed: 311,
      coverTheme: 'whaleshark',
      locked: true,
      previewLength: 160,
      publishedDaysAgo: 24,
      popularity: 0.85,
    },
    {
      'en-us': {
        title: 'Swimming with whale sharks without harming them',
        summary:
          'Feeding sites guarantee an encounter, but at what cost? What research says about provisioning, how Ningaloo and Donsol do it differently, and a code of conduct for divers.',
        tags: ['whale shark', 'ethics', 'Ningaloo', 'Donsol', 'ecotourism'],
        body: `
## The biggest fish in the sea
Whale sharks grow to 12 metres or more and feed by filtering plankton and small fish. They are listed as endangered: populations in the Indo-Pacific have more than halved in 75 years, mostly through fisheries, ship strikes and bycatch.
## The problem with feeding
At some sites whale sharks are fed from boats every morning so that tourists are guaranteed a sighting. Studies of provisioned sharks show they stay far longer than they naturally would, change their diving behaviour and carry more propeller scars from crowding boats.
[fig 312 whaleshark] A whale shark passing a diver at a respectful distance
## Doing it differently
At Ningaloo in Western Australia, spotter planes find sharks and licensed boats drop small groups of swimmers ahead of them, with strict limits on distance and time. In Donsol, in the Philippines, encounters are snorkel-only with trained local guides. Both depend on wild, unfed animals, and both support their towns.
## A code of conduct
- Keep at least 3 metres from the body and 4 metres from the tail
- No touching, riding or flash photography
- No more than ten people in the water with one shark
- Never block its path or swim in front of its mouth
## What divers can do
Choose operators that do not feed. Photograph the spot pattern behind the gills: like manta bellies, it identifies individuals, and databases such as Wildbook use divers' pictures to follow them across oceans.
`,
      },
      'zh-cn': {
        title: '与鲸鲨同游，而不伤害它们',
        summary: '投喂点保证你一定能看到鲸鲨，但代价是什么？研究怎么看投喂，宁格鲁和东索如何做得不同，以及潜水员应该遵守的行为准则。',
        tags: ['鲸鲨', '生态旅游', '宁格鲁', '东索', '投喂'],
        body: `
## 海里最大的鱼
鲸鲨体长可达 12 米以上，靠滤食浮游生物和小鱼为生。它已被列为濒危物种：印太地区的种群在 75 年内减少了一半以上，主要原因是捕捞、船只撞击和误捕。
## 投喂的问题
在一些地方，每天早上船家会投喂鲸鲨，保证游客一定能看到。对被投喂鲸鲨的研究显示，它们停留的时间远超自然状态，下潜行为发生改变，身上被螺旋桨划伤的痕迹也更多。
[fig 312 whaleshark] 一条鲸鲨从潜水员身旁游过，双方保持着距离
## 另一种做法
在西澳的宁格鲁，侦察飞机寻找鲸鲨，持证的船只把小组游客放在鲸鲨前方，距离和时间都有严格限制。在菲律宾东索，只允许浮潜，由受过训练的当地向导带领。两地都依靠野生、不被投喂的鲸鲨，也都养活了当地的小镇。
## 行为准则
- 与身体保持至少 3 米、与尾部至少 4 米的距离
- 不触摸、不骑乘、不使用闪光灯
- 同一条鲸鲨周围水中不超过十人
- 不要挡住它的路线，不要游到它嘴前
## 潜水员能做什么
选择不投喂的经营者。拍下鳃后方的斑点图案：和蝠鲼腹部一样，它能识别个体，Wildbook 等数据库用潜水员的照片追踪鲸鲨跨越大洋的旅程。
`,
      },
      'zh-hant': {
        title: '和鯨鯊一起游，但不傷害牠們',
        summary: '餵食點保證你一定看得到鯨鯊，但代價是什麼？研究怎麼看餵食、寧格魯和東索怎麼做得不一樣，還有潛水員該遵守的行為準則。',
        tags: ['鯨鯊', '生態旅遊', '寧格魯', '東索', '餵食'],
        body: `
## 海裡最大的魚
鯨鯊（台灣俗稱豆腐鯊）體長可以超過 12 公尺，靠濾食浮游生物和小魚維生。牠已被列為瀕危物種：印太地區的族群在 75 年內減少超過一半，主因是漁撈、船隻撞擊和混獲。
## 餵食的問題
有些地方每天早上船家會餵鯨鯊，保證遊客一定看得到。針對被餵食鯨鯊的研究發現，牠們停留的時間遠超過自然狀態，下潛行為改變，身上的螺旋槳傷痕也更多。
[fig 312 whaleshark] 一隻鯨鯊從潛水員身邊游過，彼此保持距離
## 另一種做法
在西澳寧格魯，用偵察飛機找鯨鯊，有執照的船把小組遊客放在鯨鯊前方，距離和時間都有嚴格規定。菲律賓東索只開放浮潛，由受過訓練的在地嚮導帶領。兩地都靠野生、不被餵食的鯨鯊，也都養活了當地小鎮。
## 行為準則
- 離身體至少 3 公尺、離尾巴至少 4 公尺
- 不摸、不騎、不開閃燈
- 同一隻鯨鯊周圍，水裡不超過十個人
- 不要擋住牠的路線，也不要游到牠嘴巴前面
## 潛水員可以做什麼
選擇不餵食的業者。拍下鰓後方的斑點：跟鬼蝠魟的肚子一樣可以辨識個體，Wildbook 等資料庫就是用潛水員的照片追蹤鯨鯊橫越大洋的旅程。
`,
      },
    },
  ),
];
