import { translated } from './markup';

/** Rescue training and community news. */
export const COMMUNITY_ARTICLES = [
  ...translated(
    {
      group: 'rescue-diver',
      author: 'chen-kuan-yu',
      category: 'training',
      coverSeed: 521,
      coverTheme: 'blue',
      publishedDaysAgo: 45,
      popularity: 0.52,
    },
    {
      'zh-hant': {
        title: '救援潛水員：我最推薦、也最累的一堂課',
        summary:
          '很多人說救援課是「最好玩的課」，因為它教你把注意力從自己移到別人身上。恐慌辨識、水面拖帶、水下失去意識的潛水員，課程裡到底學什麼。',
        tags: ['救援潛水員', '潛水安全', '恐慌', '急救', '潛水訓練'],
        body: `
## 從「我」變成「我們」
開放水域和進階課程教你照顧好自己；救援課教你照顧別人。上完課，你看潛伴的眼神會不一樣：他的呼吸是不是太快？眼神是不是飄走了？裝備是不是哪裡怪怪的？
## 辨識恐慌
大部分潛水意外都從壓力和恐慌開始。恐慌的潛水員會急促呼吸、動作僵硬、一直往上看、甚至拔掉調節器。課程會讓你在水面和水下練習「停下、呼吸、思考、行動」，並學會怎麼安全地接近一位恐慌的人。
[fig 522 blue] 水面拖帶練習：一邊拖一邊移除對方的裝備
## 水下失去意識的潛水員
這是課程裡最重要的情境：找到人、控制他的調節器和浮力、以受控的速度帶上水面，接著在水面一邊拖帶一邊做人工呼吸、移除裝備、呼叫支援。每一步都要練到不用想。
## 上完課之後
- 考一張 EFR 或 CPR 急救證照，每兩年複訓
- 每次潛水前做好潛伴檢查
- 知道潛點附近最近的醫院和減壓艙在哪裡
救援課很累，但它是我最推薦的一堂課。你學到的不只是救人，而是讓意外根本不要發生。
`,
      },
      'zh-cn': {
        title: '救援潜水员：我最推荐、也最累的一门课',
        summary:
          '很多人说救援课是“最好玩的课”，因为它教你把注意力从自己转到别人身上。恐慌识别、水面拖带、水下失去意识的潜水员，课程里到底学什么。',
        tags: ['救援潜水员', '潜水安全', '恐慌', '急救', '潜水培训'],
        body: `
## 从“我”到“我们”
开放水域和进阶课程教你照顾好自己；救援课教你照顾别人。上完课，你看潜伴的眼神会不一样：他的呼吸是不是太快？眼神是不是涣散？装备是不是哪里不对？
## 识别恐慌
大多数潜水事故都从压力和恐慌开始。恐慌的潜水员会呼吸急促、动作僵硬、不停往上看，甚至吐掉调节器。课程会让你在水面和水下练习“停下、呼吸、思考、行动”，并学会如何安全地接近一位恐慌的人。
[fig 522 blue] 水面拖带练习：一边拖带一边卸下对方的装备
## 水下失去意识的潜水员
这是课程里最重要的情景：找到人，控制他的调节器和浮力，以受控的速度带回水面，然后在水面一边拖带一边人工呼吸、卸装备、呼叫支援。每一步都要练到不假思索。
## 上完课之后
- 考一张 EFR 或 CPR 急救证书，每两年复训
- 每次下水前认真做潜伴检查
- 知道潜点附近最近的医院和减压舱在哪里
救援课很累，但它是我最推荐的一门课。你学到的不只是救人，更是让事故根本不发生。
`,
      },
      'en-us': {
        title: 'Rescue Diver: the course I recommend most, and the most exhausting',
        summary:
          'People call rescue the most fun course because it turns your attention from yourself to others. Recognising panic, towing at the surface, the unresponsive diver: what you actually learn.',
        tags: ['rescue diver', 'dive safety', 'panic', 'first aid', 'training'],
        body: `
## From me to us
Open Water and Advanced teach you to look after yourself; Rescue teaches you to look after others. Afterwards you watch your buddy differently: is he breathing too fast? Are his eyes wandering? Does something look wrong with his kit?
## Recognising panic
Most diving accidents begin with stress and panic. A panicking diver breathes fast, moves stiffly, keeps looking up, may even spit out the regulator. The course drills "stop, breathe, think, act" at the surface and underwater, and how to approach a panicking diver without becoming the second victim.
[fig 522 blue] Surface tow practice: towing while removing the other diver's equipment
## The unresponsive diver underwater
This is the scenario that matters most: find the diver, control the regulator and buoyancy, bring them up at a controlled rate, then tow while giving rescue breaths, removing equipment and calling for help. Every step is practised until it needs no thought.
## After the course
- Take an EFR or CPR first-aid course and refresh it every two years
- Do a proper buddy check before every dive
- Know where the nearest hospital and recompression chamber are
Rescue is exhausting, but it is the course I recommend most. Divers who take it learn not only to save someone, but to stop accidents happening in the first place.
`,
      },
    },
  ),
  ...translated(
    {
      group: 'ocean-stars-2026',
      author: 'lin-haiyan',
      category: 'news',
      coverSeed: 701,
      coverTheme: 'manta',
      publishedDaysAgo: 0.6,
      editorPick: true,
      popularity: 0.72,
    },
    {
      'zh-cn': {
        title: '“海洋之星 2026”水下摄影大赛开放投票',
        summary:
          '今年的海洋之星收到来自拉贾安帕特、诗巴丹、红海和三亚的参赛作品，入围作品已经上线。每位会员每天 5 票，投给你心中最好的一张水下摄影作品。',
        tags: ['海洋之星', '摄影比赛', '水下摄影', '投票', '活动'],
        body: `
## 比赛进入投票阶段
“海洋之星 2026”水下摄影大赛的审核已经完成，通过审核的作品开放投票。今年的作品覆盖了广角、微距、黑水和人文题材，从拉贾安帕特的蝠鲼到三亚的海龟都有。
## 怎样投票
每位登录的会员每天有 5 票（北京时间零点刷新），可以多次投给同一件作品，但不能投给自己的作品。排行榜实时更新，比赛结束后冻结最终名次。
[fig 702 manta] 入围作品之一：蝠鲼从潜水员头顶掠过
## 评委想说的话
作为今年的评委之一，我最想看到的不是最贵的器材，而是对海洋生物的尊重：没有打扰、没有摆拍、有耐心等来的瞬间。好的潜水摄影作品会让没潜过水的人也想去看看大海。
## 还能参赛吗
投稿通道在比赛期间保持开放，新作品审核通过后即可参与投票。请在“我的作品”里查看审核状态。祝大家好运，也谢谢每一位把海洋带回岸上的摄影师。
`,
      },
      'en-us': {
        title: 'Ocean Stars 2026: voting opens for the underwater photo contest',
        summary:
          'This year’s entries come from Raja Ampat, Sipadan, the Red Sea and Sanya, and the shortlisted works are online. Every member has five votes a day for the underwater photograph they love most.',
        tags: ['Ocean Stars', 'photo contest', 'UW photography', 'voting', 'events'],
        body: `
## Voting is open
Review for the Ocean Stars 2026 underwater photo contest is done and approved entries are open for votes. The works span wide-angle, macro, blackwater and people, from Raja Ampat's mantas to Sanya's turtles.
## How to vote
Every logged-in member has five votes a day (renewed at midnight, Beijing time) and may vote for the same work several times, but not for their own. The ranking updates live and freezes when the contest ends.
[fig 702 manta] One of the shortlisted entries: a manta gliding over divers
## A word from the jury
As one of this year's judges, what I hope to see is not the most expensive camera but respect for the animals: no disturbance, no staging, a moment waited for patiently. Good diving photography makes people who have never dived want to see the sea.
## Can I still enter?
Submissions stay open during the contest; new entries join the vote once approved. Check their status under "My works". Good luck, and thank you to every photographer who brings the ocean back to shore.
`,
      },
      'zh-hant': {
        title: '「海洋之星 2026」水下攝影大賽開放投票',
        summary:
          '今年的海洋之星收到來自拉賈安帕特、詩巴丹、紅海和三亞的作品，入圍作品已經上線。每位會員每天 5 票，投給你心中最棒的一張潛水攝影作品。',
        tags: ['海洋之星', '攝影比賽', '潛水攝影', '投票', '活動'],
        body: `
## 比賽進入投票階段
「海洋之星 2026」水下攝影大賽審核完成，通過審核的作品開放投票。今年的作品涵蓋廣角、微距、黑水和人文題材，從拉賈安帕特的鬼蝠魟到三亞的海龜都有。
## 怎麼投票
每位登入的會員每天有 5 票（北京時間午夜重置），可以重複投給同一件作品，但不能投給自己。排行榜即時更新，比賽結束後凍結最終名次。
[fig 702 manta] 入圍作品之一：鬼蝠魟從潛水員頭上滑過
## 評審想說的話
身為今年的評審之一，我最想看到的不是最貴的器材，而是對海洋生物的尊重：不打擾、不擺拍、耐心等來的瞬間。好的潛水攝影作品，會讓沒潛過水的人也想去看看大海。
## 還可以參賽嗎
投稿在比賽期間持續開放，新作品審核通過後就能參與投票，請到「我的作品」查看審核狀態。祝大家好運，也謝謝每一位把海洋帶回岸上的攝影師。
`,
      },
    },
  ),
];
