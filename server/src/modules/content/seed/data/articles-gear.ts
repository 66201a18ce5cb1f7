import { translated } from './markup';

/** Gear: dive computers, regulators, camera housings. */
export const GEAR_ARTICLES = [
  ...translated(
    {
      group: 'dive-computers',
      author: 'zhou-zihang',
      category: 'gear',
      coverSeed: 401,
      coverTheme: 'blue',
      locked: true,
      previewLength: 150,
      publishedDaysAgo: 4.1,
      issue: { magazine: 'deep-blue', kind: 'monthly', number: 10 },
      popularity: 0.84,
    },
    {
      'zh-cn': {
        title: '2026 潜水电脑选购指南：算法、气压传输和屏幕',
        summary: '同一次潜水，两块潜水电脑给出的免减压时间可能差十分钟。看懂减压算法和梯度因子，再决定要不要气压传输、AMOLED 屏和多气体。',
        tags: ['潜水电脑', '减压算法', '梯度因子', '气压传输', '装备评测'],
        body: `
## 算法决定保守程度
潜水电脑的核心是减压模型。主流算法有两类：Bühlmann ZHL-16C 配合梯度因子（GF），以及各品牌自己的 RGBM 变体。同样的潜水曲线，不同算法给出的免减压时间可能相差十分钟以上。
梯度因子写作 GF 低/高，例如 40/85。高值越小越保守。休闲潜水员不必自己调，但要知道：换一块电脑，等于换了一套规则。
## 气压传输值不值得
气压传输（AI）用一个装在一级头上的发射器把气瓶压力传到手腕上，还能算出剩余时间（RMT）。对潜导和摄影师来说很方便；但它不能代替残压表，发射器电池也需要照顾。
[fig 402 blue] 手腕上的 AMOLED 屏，在 25 米的暗处依然清晰
## 屏幕与操作
- AMOLED 屏在水下最清晰，但续航更短
- 单色 LCD 省电，适合长途船宿
- 按键要能戴着 5 毫米手套操作
- 菜单层级越浅越好，水下没有时间翻说明书
## 我的建议
入门潜水员：一块算法透明、屏幕清楚的腕表式电脑就够了。常做高氧或准备技术潜水：选择支持多气体和自定义梯度因子的型号。不论选哪一块，下水前都要读完说明书，并在陆地上把菜单按一遍。
`,
      },
      'en-us': {
        title: 'Choosing a dive computer in 2026: algorithms, air integration and screens',
        summary:
          'On the same dive, two computers can disagree on no-deco time by ten minutes. Understand algorithms and gradient factors first, then decide on air integration, AMOLED and multi-gas.',
        tags: ['dive computer', 'algorithm', 'gradient factors', 'air integration', 'review'],
        body: `
## The algorithm sets how conservative you are
A dive computer is a decompression model on your wrist. Most use either Bühlmann ZHL-16C with gradient factors (GF) or a brand's own RGBM variant. On the same profile, different algorithms can disagree on no-decompression time by more than ten minutes.
Gradient factors are written low/high, such as 40/85; a lower high value is more conservative. Recreational divers need not tune them, but should know that a new computer means a new set of rules.
## Is air integration worth it?
Air integration (AI) sends tank pressure from a transmitter on the first stage to your wrist and estimates remaining air time. It is handy for guides and photographers, but it does not replace an analogue gauge, and transmitter batteries need attention.
[fig 402 blue] An AMOLED screen on the wrist, still crisp in the gloom at 25 metres
## Screens and buttons
- AMOLED screens are the clearest underwater but drain faster
- Monochrome LCDs sip power, good for long liveaboards
- Buttons must work with 5 mm gloves
- Shallow menus win: there is no time to read the manual at depth
## My advice
New divers: a wrist computer with a transparent algorithm and a clear screen is enough. Divers who use nitrox often or plan technical training should choose multi-gas support and adjustable gradient factors. Whatever you buy, read the manual and click through every menu on land before diving.
`,
      },
      'zh-hant': {
        title: '2026 潛水電腦錶選購指南：演算法、無線氣壓與螢幕',
        summary:
          '同一支潛水，兩隻潛水電腦錶算出的免減壓時間可能差十分鐘。先看懂減壓演算法和梯度因子，再決定要不要無線氣壓、AMOLED 螢幕和多氣體。',
        tags: ['潛水電腦錶', '減壓演算法', '梯度因子', '無線氣壓', '裝備評測'],
        body: `
## 演算法決定保守程度
潛水電腦錶的核心是減壓模型。主流演算法有兩類：Bühlmann ZHL-16C 搭配梯度因子（GF），以及各品牌自家的 RGBM 變體。同樣的潛水曲線，不同演算法算出的免減壓時間可能差十分鐘以上。
梯度因子寫成 GF 低／高，例如 40/85，高值越小越保守。休閒潛水員不一定要自己調，但要知道：換一隻錶，就等於換了一套規則。
## 無線氣壓值得嗎
無線氣壓（AI）用裝在一級頭上的發射器，把氣瓶壓力傳到手腕上，還能算出剩餘時間。對潛導和攝影師很方便，但它不能取代殘壓錶，發射器的電池也要顧好。
[fig 402 blue] 手腕上的 AMOLED 螢幕，在 25 公尺的昏暗處依然清楚
## 螢幕與操作
- AMOLED 螢幕水下最清楚，但續航比較短
- 單色 LCD 省電，適合長天數船宿
- 按鍵要戴著 5mm 手套也按得到
- 選單層級越淺越好，水下沒時間翻說明書
## 我的建議
剛入門：一隻演算法透明、螢幕清楚的錶款就夠了。常潛高氧或準備考技術潛水：選支援多氣體和自訂梯度因子的型號。不管買哪一隻，下水前都要把說明書看完，在陸地上把選單按過一輪。
`,
      },
    },
  ),
  ...translated(
    {
      group: 'regulator-care',
      author: 'zhou-zihang',
      category: 'gear',
      coverSeed: 411,
      coverTheme: 'kelp',
      publishedDaysAgo: 30,
      issue: { magazine: 'deep-blue', kind: 'periodical', number: 4 },
      popularity: 0.55,
    },
    {
      'zh-cn': {
        title: '调节器保养：每次潜水后的五分钟和每年一次的大保养',
        summary: '调节器是你在水下唯一的空气来源。冲洗的正确方式、防尘帽为什么重要、冷水防冻，以及保养时技师到底换了什么。',
        tags: ['调节器', '保养', '冷水潜水', '一级头', '二级头'],
        body: `
## 潜水后的五分钟
上船或回到潜店后，先把防尘帽擦干再盖回一级头，然后整套浸泡在淡水里。冲洗时**不要按二级头的排气按钮**：它会打开阀门，让水顺着中压管倒灌进一级头。
泡完挂起来阴干，避开阳光直射。软管不要打死折，收纳时盘成大圈。
## 每年一次的大保养
即使潜得不多，调节器也建议每年或每 100 潜保养一次。技师会拆开一二级头，更换 O 形圈、高压阀座和过滤网，清洗金属件，再按厂商规格调整中压和吸气阻力。
[fig 412 blue] 拆开的一级头：O 形圈和阀座是每次保养都要换的零件
## 冷水里的调节器
水温低于 10°C 时，快速流过的空气会让二级头内部结冰，导致自由流。选择标明“冷水认证”的型号，入水前不要在空气中反复试吸，水下也尽量避免同时给 BCD 和干衣充气。
## 自己能检查什么
- 咬嘴有没有被咬穿、开裂
- 软管接头处有没有鼓包或漏气
- 装上气瓶后，中压表读数稳定、不持续上升
- 二级头吸气顺畅，没有“咕噜”声
发现任何一项异常，都不要带着侥幸下水。
`,
      },
      'en-us': {
        title: 'Regulator care: five minutes after every dive, one service a year',
        summary:
          'Your regulator is your only air supply underwater. How to rinse it properly, why the dust cap matters, cold-water freezing, and what a technician actually replaces at a service.',
        tags: ['regulator', 'maintenance', 'cold water', 'first stage', 'second stage'],
        body: `
## Five minutes after the dive
Back on the boat or at the shop, dry the dust cap before putting it back on the first stage, then soak the whole set in fresh water. While rinsing, **do not press the purge button**: it opens the valve and lets water run up the hose into the first stage.
Hang it to dry in the shade. Never kink the hoses; store them in wide loops.
## The annual service
Even if you dive little, service the regulator every year or every 100 dives. The technician strips both stages, replaces O-rings, the high-pressure seat and the filter, cleans the metal parts and adjusts intermediate pressure and cracking effort to the maker's figures.
[fig 412 blue] A first stage taken apart: O-rings and seats are replaced at every service
## Regulators in cold water
Below about 10°C, fast-moving air can freeze inside the second stage and cause a free-flow. Choose a model rated for cold water, don't test-breathe it repeatedly in the air before entry, and avoid inflating your BCD and drysuit at the same time.
## What you can check yourself
- Is the mouthpiece bitten through or cracked?
- Any bulges or hissing at the hose ends?
- With the tank on, does the intermediate pressure stay steady rather than creep up?
- Does the second stage breathe smoothly, without gurgling?
If anything is wrong, don't dive it and hope. Divers who skip these checks eventually find out why they matter.
`,
      },
      'zh-hant': {
        title: '調節器保養：每次潛水後的五分鐘，和每年一次的大保養',
        summary: '調節器是你在水下唯一的空氣來源。正確的沖洗方式、防塵蓋為什麼重要、冷水防凍，還有大保養時技師到底換了什麼。',
        tags: ['調節器', '保養', '冷水潛水', '一級頭', '二級頭'],
        body: `
## 潛水後的五分鐘
回到船上或潛店，先把防塵蓋擦乾再蓋回一級頭，然後整組泡進淡水。沖洗的時候**不要按二級頭的排氣鈕**：它會打開閥門，讓水順著中壓管倒灌進一級頭。
泡完掛起來陰乾，不要曬太陽。管子不要死折，收納時繞成大圈。
## 每年一次的大保養
就算潛得不多，調節器也建議每年或每 100 支保養一次。技師會拆開一、二級頭，更換 O 環、高壓閥座和濾網，清洗金屬零件，再依原廠規格調整中壓和吸氣阻力。
[fig 412 blue] 拆開的一級頭：O 環和閥座每次保養都要換
## 冷水裡的調節器
水溫低於 10°C 時，快速流過的空氣可能讓二級頭內部結冰，造成自由流。選擇標示冷水認證的型號，下水前別在空氣中一直試吸，水下也盡量不要同時幫 BC 和乾式防寒衣充氣。
## 自己可以檢查的地方
- 咬嘴有沒有咬破、裂開
- 管子接頭有沒有鼓起或漏氣
- 裝上氣瓶後，中壓錶讀數穩定、不會一直往上跑
- 二級頭吸起來順暢，沒有「咕嚕」聲
只要有一項不對勁，就不要抱著僥倖下水。
`,
      },
    },
  ),
  ...translated(
    {
      group: 'camera-housings',
      author: 'zhou-zihang',
      category: 'gear',
      coverSeed: 431,
      coverTheme: 'macro',
      publishedDaysAgo: 8.4,
      issue: { magazine: 'deep-blue', kind: 'periodical', number: 4 },
      popularity: 0.73,
    },
    {
      'zh-cn': {
        title: '防水壳怎么选：铝合金、聚碳酸酯和一只真空检漏器',
        summary: '水下摄影的第一笔大钱往往花在防水壳上。铝合金和聚碳酸酯各有什么取舍，镜头罩怎么配，为什么真空检漏器是最值得买的配件。',
        tags: ['防水壳', '水下摄影', '镜头罩', '真空检漏', '装备评测'],
        body: `
## 两种材料
铝合金防水壳坚固、散热好、按键手感清晰，耐压深度通常在 60 到 100 米，但价格往往是相机本身的一到两倍。聚碳酸酯防水壳轻、便宜、透明，一眼能看到里面有没有进水，耐压深度一般在 40 到 60 米。
对大多数休闲潜水员来说，聚碳酸酯防水壳完全够用；如果你每年潜水超过一百次，或者经常坐船宿，铝合金壳的耐用性会慢慢体现出来。
## 镜头罩：平面还是球形
- 平面罩：用于微距镜头，画面会放大约三分之一
- 球形罩：用于广角和鱼眼，消除水的折射，保留视角
- 延长环：让镜头的入射光瞳与球形罩的球心对齐，边缘更锐利
[fig 432 macro] 配 100 毫米微距镜头的平面罩，和配鱼眼镜头的小球形罩
## 最值得买的配件：真空检漏器
真空检漏器在下水前把防水壳内抽成负压，传感器持续监测压力。如果 O 形圈上有一根头发，指示灯会在岸上就变红，而不是在 20 米深处让相机进水。
## 每次潜水的习惯
打开防水壳后先检查 O 形圈和槽，用无尘布擦干净，只涂极薄一层硅脂；合上之前看一眼所有按键和旋钮。潜水后整壳泡淡水，逐个按动按键，把盐分冲出来。
这些习惯花不了五分钟，却是水下摄影器材寿命最长的保证。
`,
      },
      'en-us': {
        title: 'Choosing a camera housing: aluminium, polycarbonate and a vacuum leak detector',
        summary:
          'The first big cheque in underwater photography usually pays for the housing. Aluminium or polycarbonate, which ports go with which lens, and why a vacuum leak detector is the best accessory you can buy.',
        tags: ['housing', 'UW photography', 'dome port', 'vacuum check', 'review'],
        body: `
## Two materials
Aluminium housings are tough, dissipate heat and have crisp controls, with depth ratings of 60 to 100 metres, but they often cost one to two times as much as the camera. Polycarbonate housings are light, cheaper and transparent, so you can see at once if water is getting in; they are usually rated to 40–60 metres.
For most recreational divers polycarbonate is plenty. Dive more than a hundred times a year, or live on liveaboards, and the durability of aluminium starts to pay.
## Ports: flat or dome
- Flat ports: for macro lenses; the image is magnified by about a third
- Dome ports: for wide-angle and fisheye lenses; they cancel refraction and keep the field of view
- Extension rings: align the lens's entrance pupil with the centre of the dome for sharper corners
[fig 432 macro] A flat port for a 100 mm macro lens and a mini dome for a fisheye
## The best accessory: a vacuum leak detector
A vacuum system pumps the housing below ambient pressure before the dive, and a sensor watches it. A hair on an O-ring turns the light red on the boat, not at 20 metres with the camera flooding.
## Habits for every dive
Each time you open the housing, check the O-ring and groove, wipe them with a lint-free cloth and use only the thinnest film of grease; glance at every button and dial before closing it. After diving, soak the housing and work every control to flush the salt out.
These habits take five minutes, and divers who keep them keep their cameras for years.
`,
      },
      'zh-hant': {
        title: '防水殼怎麼挑：鋁合金、聚碳酸酯，和一顆真空檢漏器',
        summary: '潛水攝影的第一筆大錢，通常花在防水殼上。鋁合金和聚碳酸酯怎麼取捨、鏡頭罩怎麼搭，還有為什麼真空檢漏器是最值得買的配件。',
        tags: ['防水殼', '潛水攝影', '鏡頭罩', '真空檢漏', '裝備評測'],
        body: `
## 兩種材質
鋁合金防水殼堅固、散熱好、按鍵手感清楚，耐壓深度通常在 60 到 100 公尺，但價格常常是相機本身的一到兩倍。聚碳酸酯防水殼輕、便宜、透明，一眼就能看到有沒有進水，耐壓深度大多在 40 到 60 公尺。
對大部分休閒潛水員來說，聚碳酸酯防水殼就很夠用；如果你一年潛超過一百支，或常常跑船宿，鋁合金殼的耐用度會慢慢顯現出來。
## 鏡頭罩：平面還是球型
- 平面罩：搭微距鏡，畫面會放大約三分之一
- 球型罩：搭廣角和魚眼，抵消水的折射，保留視角
- 延伸環：讓鏡頭的入射光瞳對準球型罩的球心，邊緣更銳利
[fig 432 macro] 搭 100mm 微距鏡的平面罩，和搭魚眼鏡頭的小球型罩
## 最值得買的配件：真空檢漏器
真空檢漏器在下水前把防水殼抽成負壓，感測器持續監控壓力。O 環上只要卡了一根頭髮，指示燈在船上就會變紅，而不是在 20 公尺深的地方讓相機泡水。
## 每次潛水的習慣
打開防水殼先檢查 O 環和溝槽，用無塵布擦乾淨，矽油只塗薄薄一層；蓋上之前把所有按鍵和轉盤看一遍。潛水後整顆殼泡淡水，每個按鍵都按幾下，把鹽分沖出來。
這些習慣花不到五分鐘，卻是潛水攝影器材用得久的保證。
`,
      },
    },
  ),
];
