// Time words and measure words. Format: see format.ts.
export const TIME_WORDS = `
今天 今日 t
明天 聽日 t
昨天 尋日 t
前天 前日 t
后天 後日 t
大后天 大後日 t
今儿 今日 t
明儿 聽日 t
每天 每日 t
每天晚上 晚晚 t
每晚 晚晚 t
每年 年年 t
天天 日日 t
整天 成日 t
一整天 成日 t
一天 一日 t
这天 呢日 t
那天 嗰日 t
当天 當日 t
早上 朝早 t
早晨 朝早 t
明天早上 聽朝 t
今天早上 今朝 t
上午 上晝 t
中午 晏晝 t
晚上 夜晚 t
傍晚 挨晚 t
夜里 夜晚 t
半夜 半夜 t
今晚 今晚 t
明晚 聽晚 t
昨晚 尋晚 t
目前 = t
以前 = t
# "Lately" is 呢排; "nearest" (最近的超市, 哪个最近) keeps 最近.
最近 = next=的
最近 = end
最近 呢排 t
以后 以後 t
之后 之後 t
之前 = t
时候 時候 t
的时候 嗰陣 t   # 我买洗衣机的时候 → 我買洗衣機嗰陣 (19 of 38 dev references; 嘅時候 3)
小时 鐘頭 t
个小时 個鐘頭 t
钟头 鐘頭 t
分钟 分鐘 t
一刻钟 一個字 t
半天 半日 t
几天 幾日 t
这几天 呢幾日 t
那几天 嗰幾日 t
星期 禮拜 t
礼拜 禮拜 t
周末 週末 t
星期天 禮拜日 t
星期日 禮拜日 t
礼拜天 禮拜日 t
周日 禮拜日 t
上个星期 上個禮拜 t
下个星期 下個禮拜 t
这个星期 今個禮拜 t
这星期 今個禮拜 t
这礼拜 今個禮拜 t
这个礼拜 今個禮拜 t
这周 今個禮拜 t
本周 今個禮拜 t
上周 上個禮拜 t
下周 下個禮拜 t
这周末 呢個週末 t
这个周末 呢個週末 t
# 上 and 下 before 学期 say which term (上学期 gave 「返學期」)
学期 學期 t
这学期 呢個學期 t
这个学期 呢個學期 t
上学期 上個學期 t
下学期 下個學期 t
上个月 上個月 t
下个月 下個月 t
这个月 今個月 t
去年 舊年 t
今年 = t
明年 出年 t
前年 = t
过年 過|年 v vo
春节 新年 t
天 日 prev:num
日子 = t
`;

export const MEASURE_WORDS = `
个 份 m next=礼物|工作
个 個 m
条 條 m
件 = m
张 張 m
本 = m
双 對 m prev:num
双 對 prev=这|那|几|一
辆 架 m
台 部 m prev:num
部 套 m next=电影|片子|戏
部 = m
棵 樖 m
# a dish is served on a plate: 这道菜 → 呢碟餸
道 碟 m next=菜
朵 = m
# a course is counted 科 (我教了這門科十年 → 我教咗呢一科十年); 课程 keeps 個
门课 科 m
门功课 科 m
门课程 個課程 m
把 張 prev:num next=椅子|凳子|凳
把 張 prev=这|那|哪|每|几 next=椅子|凳子|凳
把 把 m prev:num
把 把 m prev=这|那|哪|每|几
些 啲 m
块 蚊 prev:num next=钱
块 蚊 prev:num end
块 蚊 prev:num next:num
块 嚿 prev:num next=肉|石头|蛋糕|糖|面包|骨头|木头
块 = m
元 蚊 prev:num
毛 毫 prev:num
毛钱 毫子 prev:num
角 毫 prev:num
家 間 prev:num next=店|商店|公司|银行|医院|餐厅|饭店|超市|酒店
家 間 prev=这|那|哪|几
所 間 prev:num
间 間 m
座 = m
栋 棟 m
杯 = m
碗 = m
瓶 樽 m
盒 = m
包 = m
袋 = m
口 啖 prev:num
顿 餐 m
次 = m
遍 勻 prev:v
遍 次 m
趟 趟 m
下一站 下個站 t
下一个 下一個 t
下了班 放咗工 v
下了课 落咗堂 v
下 落 v next=了|很|很大|好大|大|个不停|起来|起|着|得
下 = m
位 = m
种 種 m
样 樣 m
封 = m
份 = m
片 = m
篇 = m
首 = m
句 = m
点 點 prev:num
岁 歲 m
年 = t
月 = t
斤 = m
公斤 = m
米 = m
公里 = m
层 層 m
套 = m
支 枝 m
枝 = m
根 條 m
颗 粒 m
粒 = m
位子 位 n
一块钱 一蚊
很长时间 好耐 t
十多 十幾
左右 度 prev:m
昨天晚上 尋晚 t
明天晚上 聽晚 t
今天晚上 今晚 t
一段时间 一排 t
# 时间到了 / 到时间了: it is time (夠鐘); 吃药的时间 keeps 時間.
时间到 夠鐘 a !prev=的
到时间 夠鐘 a
`;
