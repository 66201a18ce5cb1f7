import { translated } from './markup';

/** Conservation: coral bleaching, ghost nets. */
export const CONSERVATION_ARTICLES = [
  ...translated(
    {
      group: 'coral-bleaching',
      author: 'nadia-rahman',
      category: 'conservation',
      coverSeed: 601,
      coverTheme: 'reef',
      publishedDaysAgo: 10.3,
      editorPick: true,
      popularity: 0.79,
    },
    {
      'en-us': {
        title: 'What coral bleaching looks like, and what divers can do about it',
        summary:
          'Bleached coral is not dead coral, yet. How heat stress breaks the partnership between corals and algae, how to tell bleaching from disease, and how divers can report what they see.',
        tags: ['coral bleaching', 'climate', 'reef health', 'citizen science', 'conservation'],
        body: `
## A partnership under heat
Reef-building corals live with microscopic algae, zooxanthellae, inside their tissue. The algae photosynthesise and feed the coral; in return they get shelter. When the water stays one or two degrees above the usual summer maximum for weeks, the partnership breaks down and the coral expels its algae.
## White is not dead
Without algae the coral's tissue is transparent and the white skeleton shows through. A bleached coral is starving but still alive. If temperatures drop within a few weeks, the algae can return and the colony recovers. If the heat lasts, it dies and is overgrown by turf algae within a month or two.
[fig 602 reef] Bleached table corals beside healthy ones on the same reef
## Bleaching or something else?
- Bleaching: bright white or pastel, tissue still present, often whole colonies at once
- Disease: a sharp band between living tissue and bare skeleton that moves across the colony
- Predation: scars from crown-of-thorns starfish or snails, usually patchy
## What divers can do
Report it. Programmes such as Reef Check and CoralWatch take simple observations from recreational divers: the site, the depth, photos and a colour chart reading. A thousand divers reporting gives scientists a map no research vessel could draw.
Reduce other stress on the reef: perfect buoyancy, reef-safe sunscreen, no touching. Corals that are not also fighting sediment and damage recover better from heat.
`,
      },
      'zh-cn': {
        title: '珊瑚白化是什么样子，潜水员又能做些什么',
        summary: '白化的珊瑚还没有死。高温怎样破坏珊瑚和藻类的共生，如何区分白化与疾病，潜水员怎样记录和报告自己看到的一切。',
        tags: ['珊瑚白化', '气候变化', '珊瑚礁健康', '公民科学', '海洋保护'],
        body: `
## 高温下的共生关系
造礁珊瑚体内共生着微小的虫黄藻。藻类进行光合作用为珊瑚提供养分，珊瑚则为它们提供庇护。当海水温度连续几周比往年夏季最高值高出一两度，这种共生关系就会崩溃，珊瑚把虫黄藻排出体外。
## 白色不等于死亡
失去藻类后，珊瑚组织变得透明，露出白色的骨骼。白化的珊瑚正在挨饿，但还活着。如果几周内水温回落，藻类可以重新进入，群体就能恢复；如果高温持续，珊瑚会死亡，一两个月内被草皮藻覆盖。
[fig 602 reef] 同一片礁上，白化的桌珊瑚与健康的珊瑚
## 是白化，还是别的问题
- 白化：亮白或粉彩色，组织仍在，常常整个群体同时发生
- 疾病：活组织和裸露骨骼之间有一条清晰的分界线，并在群体上移动
- 捕食：长棘海星或螺类留下的伤痕，通常是斑块状
## 潜水员能做什么
记录并报告。Reef Check、CoralWatch 等项目接受休闲潜水员的简单观察：潜点、深度、照片和比色卡读数。一千名潜水员的报告，能给科学家一张任何科考船都画不出的地图。
减少珊瑚礁的其他压力：完美的浮力、对珊瑚友好的防晒霜、不触碰。不必同时对抗泥沙和损伤的珊瑚，更能从高温中恢复。
`,
      },
      'zh-hant': {
        title: '珊瑚白化長什麼樣子？潛水員又能做些什麼',
        summary: '白化的珊瑚還沒有死。高溫怎麼破壞珊瑚和藻類的共生、怎麼分辨白化和疾病，以及潛水員如何記錄、通報自己看到的一切。',
        tags: ['珊瑚白化', '氣候變遷', '珊瑚礁健康', '公民科學', '海洋保育'],
        body: `
## 高溫下的共生關係
造礁珊瑚體內住著微小的共生藻（蟲黃藻）。藻類行光合作用提供珊瑚養分，珊瑚則提供牠們棲身之處。當海水溫度連續幾週比往年夏天最高溫再高一兩度，這段共生關係就會瓦解，珊瑚把共生藻排出體外。
## 白色不等於死亡
少了共生藻，珊瑚組織變得透明，露出白色骨骼。白化的珊瑚正在挨餓，但還活著。如果幾週內水溫降下來，藻類可以重新進駐，珊瑚就能恢復；如果高溫持續，珊瑚會死亡，一兩個月內就被藻類蓋滿。
[fig 602 reef] 同一片礁上，白化的桌形珊瑚和健康的珊瑚
## 是白化，還是其他問題
- 白化：亮白或粉彩色，組織還在，常常整群同時發生
- 疾病：活組織和裸露骨骼之間有一條清楚的界線，而且會移動
- 被吃：棘冠海星或螺類留下的傷痕，通常一塊一塊的
## 潛水員能做什麼
記錄並通報。Reef Check、CoralWatch 等計畫都接受休閒潛水員的簡單觀察：潛點、深度、照片和比色卡讀數。台灣也有珊瑚礁體檢的志工調查。一千位潛水員的通報，能給科學家一張任何研究船都畫不出的地圖。
減少珊瑚礁的其他壓力：浮力控制好、用對珊瑚友善的防曬、不要摸。不必同時對抗泥沙和外傷的珊瑚，比較能從高溫中恢復。
`,
      },
    },
  ),
  ...translated(
    {
      group: 'ghost-nets',
      author: 'nadia-rahman',
      category: 'conservation',
      coverSeed: 611,
      coverTheme: 'wreck',
      locked: true,
      previewLength: 150,
      publishedDaysAgo: 16.5,
      issue: { magazine: 'ocean-current', kind: 'monthly', number: 11 },
      popularity: 0.64,
    },
    {
      'en-us': {
        title: 'Cutting ghost nets: a day on a recovery dive in Sabah',
        summary:
          'Lost fishing nets keep fishing for decades. What a ghost-net recovery dive involves, why it needs trained divers and a plan, and what happens to the nets afterwards.',
        tags: ['ghost nets', 'marine debris', 'Sabah', 'recovery dive', 'conservation'],
        body: `
## Nets that never stop fishing
A gillnet lost in a storm or snagged on a reef keeps catching fish, turtles and sharks, which rot and attract more animals to the trap. Abandoned, lost and discarded fishing gear makes up a large share of the plastic in the ocean by weight, and a single net can smother a whole coral bommie.
## Planning a recovery
We never cut a net on the day we find it. A survey team records its size, depth, what is entangled and how it sits on the reef. Then we plan: how many divers, which tools, where the lift bags go and which parts must be cut free by hand to spare the coral underneath.
[fig 612 wreck] A ghost net draped over a coral head at 14 metres
## On the day
Teams of two work one section each, one cutting and one managing the net so it does not wrap around a diver. Live animals are freed first. Cut sections go into mesh bags and rise on lift bags to the boat. A typical morning clears 200 to 400 kilograms.
## Why training matters
Nets are an entanglement hazard. Everyone on our team has at least rescue training, carries two cutting tools and has practised the procedure in a pool. Enthusiasm is not enough; a recovery dive is planned like a technical dive.
## After the net
Recovered nets are washed, sorted and sent to recyclers who turn nylon into yarn. Fishers who report lost gear are paid a small reward: the cheapest net to clean up is the one that never becomes a ghost.
`,
      },
      'zh-cn': {
        title: '剪断幽灵渔网：在沙巴跟随一次清理潜水',
        summary:
          '丢失的渔网会继续“捕鱼”几十年。一次幽灵渔网清理潜水要做什么，为什么需要受过训练的潜水员和周密计划，渔网回收之后又去了哪里。',
        tags: ['幽灵渔网', '海洋垃圾', '沙巴', '清理潜水', '海洋保护'],
        body: `
## 永不停止的捕捞
在风暴中丢失或挂在礁石上的刺网会继续捕获鱼、海龟和鲨鱼，腐烂的尸体又吸引更多动物落入陷阱。被遗弃、丢失的渔具在海洋塑料中按重量占了很大比例，一张网就能覆盖一整座珊瑚丘。
## 先计划，再动手
我们从不在发现渔网的当天就剪。调查小组先记录网的大小、深度、缠住了什么、在礁上的位置，然后制定计划：需要几名潜水员、什么工具、浮力袋挂在哪里、哪些部分必须手工剪开以保护下面的珊瑚。
[fig 612 wreck] 14 米深处，一张覆盖在珊瑚丘上的幽灵渔网
## 清理当天
两人一组负责一个区域，一人剪网，一人控制渔网，防止它缠住潜水员。先解救活着的动物，剪下的网装进网袋，用浮力袋送上船。一个上午通常能清理 200 到 400 公斤。
## 为什么需要训练
渔网有缠绕风险。我们团队的每个人至少有救援潜水员资质，携带两把切割工具，并在泳池里演练过流程。热情不够，清理潜水要像技术潜水一样计划。
## 渔网之后
回收的渔网经过清洗、分拣，送到回收厂制成尼龙纱线。报告丢失渔具的渔民会得到一笔小小的奖励：最便宜的清理，是让渔网永远不变成“幽灵”。
`,
      },
      'zh-hant': {
        title: '剪斷幽靈漁網：在沙巴跟著一趟清除潛水',
        summary:
          '遺失的漁網會繼續「捕魚」幾十年。一趟幽靈漁網清除潛水要做哪些事、為什麼需要受過訓練的潛水員和縝密計畫，以及漁網撈上來之後去了哪裡。',
        tags: ['幽靈漁網', '海洋廢棄物', '沙巴', '淨海潛水', '海洋保育'],
        body: `
## 永遠不停的捕撈
在颱風中遺失或卡在礁石上的刺網，會繼續纏住魚、海龜和鯊魚，腐爛的屍體又引來更多動物掉進陷阱。被丟棄、遺失的漁具在海洋塑膠中按重量佔了很大一部分，一張網就能蓋住整座珊瑚丘。
## 先計畫，再動手
我們從不在發現漁網的當天就剪。調查小組先記錄網子的大小、深度、纏住了什麼、在礁上的位置，再擬定計畫：需要幾位潛水員、哪些工具、浮力袋掛在哪裡、哪些部分要用手慢慢剪開，才不會傷到底下的珊瑚。
[fig 612 wreck] 14 公尺深，一張蓋在珊瑚丘上的幽靈漁網
## 清除當天
兩人一組負責一區，一個剪網、一個控制網子，避免纏住潛水員。先救還活著的動物，剪下來的網裝進網袋，用浮力袋送上船。一個早上通常能清掉 200 到 400 公斤。
## 為什麼需要訓練
漁網有纏繞風險。我們團隊每個人至少有救援潛水員資格、身上帶兩把切割工具，也在泳池演練過流程。光有熱情不夠，清除潛水要像技術潛水一樣計畫。
## 漁網之後
撈上來的漁網經過清洗、分類，送到回收廠做成尼龍紗。通報遺失漁具的漁民可以拿到一點獎勵金：最便宜的清除，就是讓漁網永遠不要變成「幽靈」。
`,
      },
    },
  ),
];
