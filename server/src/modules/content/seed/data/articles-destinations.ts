import { translated } from './markup';

/** Destinations (1/2): Raja Ampat, Sipadan, the Red Sea. */
export const DESTINATION_ARTICLES = [
  ...translated(
    {
      group: 'raja-ampat',
      author: 'marco-bellini',
      category: 'destinations',
      coverSeed: 101,
      coverTheme: 'reef',
      publishedDaysAgo: 3.2,
      issue: { magazine: 'deep-blue', kind: 'periodical', number: 1 },
      editorPick: true,
      popularity: 0.96,
    },
    {
      'zh-cn': {
        title: '拉贾安帕特：潜入珊瑚大三角的心脏',
        summary: '1500 多种珊瑚礁鱼、一天三潜的船宿节奏、会跟你对视的蝠鲼。第一次去拉贾安帕特，这份行程笔记帮你少走弯路。',
        tags: ['拉贾安帕特', '印尼', '船宿', '珊瑚礁', '蝠鲼'],
        body: `
## 为什么是拉贾安帕特
拉贾安帕特位于印尼西巴布亚省，是“珊瑚大三角”的核心区域。这里记录到的硬珊瑚超过 550 种，珊瑚礁鱼类超过 1500 种，几乎每一潜都能在日志里写下新的物种。
我第一次下水是在 Cape Kri，十分钟内看到了成群的隆头鹦嘴鱼、一条在珊瑚下打盹的须鲨和密密麻麻的梭鱼群。向导说这不算“好的一天”，只是“普通的一天”。
[fig 102 reef] Cape Kri 的软珊瑚坡，流一来整片都张开了
## 船宿还是岛上度假村
北部的 Kri、Mansuar 一带适合住度假村，每天两到三次船潜；想去南部的 Misool 和北面的 Wayag，船宿更划算。十天的船宿通常安排 25 到 30 潜，节奏紧但不赶。
- 最佳季节：10 月到次年 4 月，海况平稳
- 水温 28–30°C，3 毫米湿衣足够
- 入园需要购买海洋公园证，岛上现金支付
## 给第一次来的人
这里的流很有个性。下水前认真听简报，带上流钩和 SMB，别在礁盘上逞强。潜水摄影爱好者记得多带一块电池：你会比想象中按更多次快门。
> 别只盯着大家伙。拉贾安帕特最动人的，往往是一块一平方米的珊瑚上挤满的生命。
`,
      },
      'en-us': {
        title: 'Raja Ampat: diving the heart of the Coral Triangle',
        summary:
          'More than 1,500 reef fish species, three dives a day on a liveaboard and mantas that look you in the eye. Field notes for a first trip to Raja Ampat.',
        tags: ['Raja Ampat', 'Indonesia', 'liveaboard', 'coral reef', 'manta'],
        body: `
## Why Raja Ampat
Raja Ampat, in Indonesia's West Papua province, sits at the core of the Coral Triangle. Scientists have recorded more than 550 hard coral species and over 1,500 reef fish here, and almost every dive adds a new name to your logbook.
My first dive was Cape Kri. Within ten minutes we had bumphead parrotfish, a wobbegong napping under a table coral and a wall of barracuda. Our guide called it "an ordinary day".
[fig 102 reef] Soft corals at Cape Kri open up the moment the current arrives
## Liveaboard or resort
Around Kri and Mansuar in the north, a resort with two or three boat dives a day works well. For Misool in the south or Wayag in the far north, a liveaboard makes more sense: ten days usually means 25 to 30 dives, busy but never rushed.
- Best season: October to April, when seas are calm
- Water 28–30°C: a 3 mm wetsuit is plenty
- Every visitor buys a marine park tag, paid in cash on arrival
## Advice for first-timers
The currents have character. Listen to the briefing, carry a reef hook and an SMB, and do not fight the water over the reef top. Divers who shoot should pack a spare battery: you will press the shutter more often than you think.
> Don't only look for the big animals. The most moving thing in Raja Ampat is often one square metre of coral crowded with life.
`,
      },
      'zh-hant': {
        title: '拉賈安帕特：潛進珊瑚金三角的心臟地帶',
        summary: '一千五百多種珊瑚礁魚、一天三潛的船宿節奏，還有會跟你四目相對的鬼蝠魟。第一次去拉賈安帕特，這篇行程筆記讓你少踩雷。',
        tags: ['拉賈安帕特', '印尼', '船宿', '珊瑚礁', '鬼蝠魟'],
        body: `
## 為什麼是拉賈安帕特
拉賈安帕特位在印尼西巴布亞省，是「珊瑚金三角」的核心。這裡記錄到的硬珊瑚超過 550 種、珊瑚礁魚類超過 1500 種，幾乎每一支氣瓶都能在潛水日誌上多寫幾個新物種。
我的第一潛在 Cape Kri，十分鐘內就看到整群隆頭鸚哥魚、一隻窩在桌珊瑚底下睡覺的鬚鯊，還有一整面梭魚牆。潛導說這只是「普通的一天」。
[fig 102 reef] Cape Kri 的軟珊瑚坡，海流一來整片都打開了
## 船宿還是住度假村
北邊 Kri、Mansuar 一帶適合住度假村，每天兩到三支船潛；想去南部的 Misool 或最北的 Wayag，船宿比較划算。十天船宿通常排 25 到 30 支，節奏緊湊但不會趕。
- 最佳季節：10 月到隔年 4 月，海況穩定
- 水溫 28–30°C，3mm 防寒衣就夠了
- 入園要買海洋公園證，現場付現金
## 給第一次來的你
這裡的海流很有個性。下水前好好聽簡報，流鉤跟浮力棒（SMB）一定要帶，不要在礁台上硬拚。有在玩潛水攝影的朋友，記得多帶一顆電池，快門會按得比你想像的多。
> 別只顧著找大傢伙。拉賈安帕特最迷人的，常常是一平方公尺的珊瑚上擠滿的生命。
`,
      },
    },
  ),
  ...translated(
    {
      group: 'sipadan',
      author: 'nadia-rahman',
      category: 'destinations',
      coverSeed: 111,
      coverTheme: 'blue',
      locked: true,
      previewLength: 160,
      publishedDaysAgo: 9.5,
      issue: { magazine: 'ocean-current', kind: 'periodical', number: 35 },
      popularity: 0.82,
    },
    {
      'zh-cn': {
        title: '诗巴丹：每天 176 张潜水证的那座岛',
        summary: '诗巴丹每天只发放 176 张潜水许可。梭鱼风暴、海龟洞和 600 米深的礁壁——怎样订到许可，怎样在这座岛上潜得安全又尽兴。',
        tags: ['诗巴丹', '马来西亚', '沙巴', '梭鱼风暴', '海龟', '潜水许可'],
        body: `
## 一座被保护起来的岛
诗巴丹是马来西亚沙巴州外海的一座海洋岛，从 600 多米深的海底直直升起。2004 年岛上的度假村全部迁走，如今潜水员只能从马布岛、卡帕莱或仙本那出发，每天的潜水许可限量 176 张。
这个限额让很多人抱怨，但我在这里潜了十年，能感受到它的作用：礁壁上的珊瑚比十年前更健康，海龟多到你会在安全停留时被它们包围。
## 许可怎么拿
许可由公园管理处分配给各家度假村，通常按住宿天数换算，住满三到四晚才有一天诗巴丹。旺季（4 月到 8 月）要提前半年预订。
## 必潜的几个潜点
- Barracuda Point：梭鱼风暴和大群鲹鱼，流大时最精彩
- South Point：清晨可能遇到双髻鲨
- Turtle Cavern：海龟洞穴，只有持洞穴资质的潜水员在向导带领下进入
- Hanging Gardens：垂挂的软珊瑚和海扇
[fig 112 blue] Barracuda Point 的梭鱼风暴
## 安全与礼仪
诗巴丹的下降流并不少见。跟紧向导，始终留意深度和免减压时间，不触碰、不追逐海龟。出水前做足三分钟安全停留，船会在你的浮力棒旁边接你。
`,
      },
      'en-us': {
        title: 'Sipadan: the island of 176 permits a day',
        summary:
          'Only 176 dive permits are issued for Sipadan each day. Barracuda storms, the turtle cavern and a 600-metre wall: how to get a permit and dive the island well.',
        tags: ['Sipadan', 'Malaysia', 'Sabah', 'barracuda', 'turtles', 'permits'],
        body: `
## An island under protection
Sipadan is an oceanic island off Sabah, Malaysia, rising straight from more than 600 metres of water. The resorts on the island were moved off in 2004; today divers come from Mabul, Kapalai or Semporna, and the park issues 176 permits a day.
Plenty of divers complain about the quota. Having dived here for ten years, I can see it working: the wall is healthier than a decade ago, and turtles crowd you during your safety stop.
## Getting a permit
Permits are allocated to the resorts, usually in proportion to nights booked: three or four nights for one Sipadan day is common. From April to August, book six months ahead.
## The dives not to miss
- Barracuda Point: the barracuda tornado and big schools of jacks, best when the current runs
- South Point: hammerheads are possible early in the morning
- Turtle Cavern: only cave-trained divers, with a guide
- Hanging Gardens: soft corals and sea fans hanging off the wall
[fig 112 blue] The barracuda storm at Barracuda Point
## Safety and manners
Down-currents are not rare here. Stay with your guide, watch your depth and no-decompression time, and never touch or chase the turtles. Do a full three-minute safety stop; the boat picks you up beside your SMB.
`,
      },
      'zh-hant': {
        title: '詩巴丹：一天只發 176 張潛水證的小島',
        summary: '詩巴丹每天只開放 176 個潛水名額。梭魚風暴、海龜洞、六百公尺深的斷層——名額怎麼搶，下水後怎麼潛得安全又過癮。',
        tags: ['詩巴丹', '馬來西亞', '沙巴', '梭魚風暴', '海龜', '潛水證'],
        body: `
## 被好好保護的一座島
詩巴丹是馬來西亞沙巴外海的海洋島，從六百多公尺深的海底直直長上來。2004 年島上的度假村全數遷出，現在潛水員只能從馬布島、卡帕萊或仙本那出發，每天的潛水名額限量 176 個。
很多人嫌名額難搶，但我在這裡潛了十年，看得出效果：斷層上的珊瑚比十年前健康，海龜多到你做安全停留時會被牠們包圍。
## 名額怎麼拿到
名額由公園管理處分給各家度假村，通常依住宿天數換算，住滿三到四晚才排得到一天詩巴丹。旺季（4 月到 8 月）最好半年前就訂。
## 一定要潛的潛點
- Barracuda Point：梭魚風暴和大群鰺魚，流強的時候最精彩
- South Point：清晨有機會遇到雙髻鯊
- Turtle Cavern：海龜洞，只有具洞穴資格的潛水員能在潛導帶領下進入
- Hanging Gardens：垂掛在斷層上的軟珊瑚和海扇
[fig 112 blue] Barracuda Point 的梭魚風暴
## 安全與禮儀
這裡的下降流並不少見。跟緊潛導，隨時注意深度和免減壓時間，不要摸、也不要追海龜。出水前做滿三分鐘安全停留，船會開到你的浮力棒旁邊接你。
`,
      },
    },
  ),
  ...translated(
    {
      group: 'red-sea',
      author: 'marco-bellini',
      category: 'destinations',
      coverSeed: 121,
      coverTheme: 'wreck',
      locked: true,
      previewLength: 180,
      publishedDaysAgo: 15,
      popularity: 0.74,
    },
    {
      'zh-cn': {
        title: '红海北线船宿：从蓟花号沉船到兄弟岛',
        summary: '一周红海船宿，潜遍 SS Thistlegorm 沉船、Ras Mohammed 的礁壁和兄弟岛的远洋白鳍鲨。行程、季节和需要的资质一次讲清楚。',
        tags: ['红海', '埃及', '沉船', '船宿', '兄弟岛', '白鳍鲨'],
        body: `
## 红海为什么值得
红海的能见度常年超过 30 米，水温在 22 到 29°C 之间，北线船宿把世界级的沉船和珊瑚礁放在了一条航线上。从赫尔格达或沙姆沙伊赫登船，一周能潜 18 到 20 次。
## 蓟花号：一座水下博物馆
1941 年被击沉的英国运输船 SS Thistlegorm 躺在 30 米深的沙地上，货舱里至今整齐排列着摩托车、卡车和铁路车厢。最好安排两潜：第一潜绕船一周，第二潜进入货舱。
[fig 122 wreck] 蓟花号的船艏，周围是成群的玻璃鱼
## 兄弟岛与远洋白鳍鲨
兄弟岛（The Brothers）是两座孤立在深海中的小岛。秋季常有远洋白鳍鲨在船尾徘徊，清晨的礁壁上则可能看到双髻鲨。这里的潜水多为放流潜水，建议至少有进阶开放水域资质和 50 次以上潜水经历。
## 行程建议
- 9 月到 11 月：水温舒适，鲨鱼活跃
- 带 5 毫米湿衣，冬季带 7 毫米
- 南线（Daedalus、Elphinstone）更适合有经验的潜水员
最后一条建议：红海的船宿节奏很快，每天清晨六点就有第一潜。给自己留一两潜休息，把体力留给沉船和兄弟岛。
`,
      },
      'en-us': {
        title: 'A northern Red Sea liveaboard: from the Thistlegorm to the Brothers',
        summary:
          'One week on a Red Sea liveaboard: the SS Thistlegorm, the walls of Ras Mohammed and oceanic whitetips at the Brothers. Route, season and the certification you need.',
        tags: ['Red Sea', 'Egypt', 'wreck', 'liveaboard', 'Brothers', 'oceanic whitetip'],
        body: `
## Why the Red Sea
Visibility in the Red Sea is routinely beyond 30 metres and the water sits between 22 and 29°C. A northern route puts world-class wrecks and reefs on one line: board in Hurghada or Sharm el-Sheikh and you can log 18 to 20 dives in a week.
## The Thistlegorm, a museum underwater
Sunk in 1941, the British transport SS Thistlegorm lies upright on sand at 30 metres, her holds still lined with motorcycles, trucks and railway wagons. Plan two dives: one around the hull, one inside the holds.
[fig 122 wreck] The Thistlegorm's bow wrapped in glassfish
## The Brothers and the whitetips
The Brothers are two islets alone in deep water. In autumn oceanic whitetip sharks patrol behind the boats and hammerheads may show on the walls at dawn. Most dives are drifts: Advanced Open Water and 50 logged dives is a sensible minimum.
## Planning notes
- September to November: comfortable water and active sharks
- A 5 mm wetsuit, 7 mm in winter
- The southern route (Daedalus, Elphinstone) suits experienced divers
One last piece of advice: Red Sea liveaboards run a tight schedule, with the first dive at six every morning. Skip one or two dives and save your energy for the wreck and the Brothers.
`,
      },
      'zh-hant': {
        title: '紅海北線船宿：從薊花號沉船潛到兄弟島',
        summary: '一週紅海船宿，一次潛遍 SS Thistlegorm 沉船、Ras Mohammed 斷層和兄弟島的遠洋白鰭鯊。行程、季節與需要的證照一次說清楚。',
        tags: ['紅海', '埃及', '沉船', '船宿', '兄弟島', '白鰭鯊'],
        body: `
## 紅海值得的理由
紅海能見度長年超過 30 公尺，水溫在 22 到 29°C 之間，北線船宿把世界級的沉船和珊瑚礁串成同一條航線。從赫爾格達或夏姆錫克上船，一週可以潛 18 到 20 支。
## 薊花號：海底博物館
1941 年被擊沉的英國運輸船 SS Thistlegorm 正坐在 30 公尺深的沙地上，貨艙裡到現在還整齊排著摩托車、卡車和火車車廂。建議排兩支：第一支繞船一圈，第二支進貨艙。
[fig 122 wreck] 薊花號船頭，被成群的玻璃魚包圍
## 兄弟島與遠洋白鰭鯊
兄弟島（The Brothers）是兩座孤零零立在深海裡的小島。秋天常有遠洋白鰭鯊在船尾繞，清晨的斷層上也可能遇到雙髻鯊。這裡多半是放流潛水，建議至少有進階潛水員證照和 50 支以上的經驗。
## 行程小提醒
- 9 月到 11 月：水溫舒服，鯊魚活躍
- 帶 5mm 防寒衣，冬天帶 7mm
- 南線（Daedalus、Elphinstone）比較適合老手
最後一個提醒：紅海船宿節奏很快，每天早上六點就有第一支。留一兩支給自己休息，把體力留給沉船跟兄弟島。
`,
      },
    },
  ),
];
