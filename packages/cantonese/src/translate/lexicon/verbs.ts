// High-frequency verbs and verb-object words. `|` marks where 緊/咗/過 go (食|飯 → 食緊飯).
// Format: see format.ts.
export const VERBS = `
# eating and drinking
吃 食 v
吃饭 食|飯 v vo
吃早饭 食|早餐 v vo
吃早餐 食|早餐 v vo
吃午饭 食|晏晝 v vo
吃晚饭 食|晚飯 v vo
吃药 食|藥 v vo
吃东西 食|嘢 v vo
吃掉 食咗 v
吃完 食完 v
吃饱 食飽 v
吃亏 蝕底 v
喝 飲 v
喝水 飲|水 v vo
喝茶 飲|茶 v vo
喝酒 飲|酒 v vo
喝咖啡 飲|咖啡 v vo
喝汤 飲|湯 v vo
请客 請 v
请 唔該 start !next=坐|进|进来|吃|喝|用|随便|便|客|假|原谅|多指教
请 請 v
系好 綁好 v
系上 綁埋 v
系鞋带 綁鞋帶 v vo
做饭 煮|飯 v vo
煮饭 煮|飯 v vo
做菜 煮|餸 v vo
买菜 買|餸 v vo
点菜 叫|嘢食 v vo
点餐 叫|嘢食 v vo
买单 埋單 v
结账 埋單 v
付钱 畀|錢 v vo
打包 = v
尝 試 v
尝尝 試吓 v
尝一尝 試吓 v
饿 肚餓 a
# seeing, saying, knowing
骗 呃 v
欺骗 呃 v
# Visiting people: 回家看爸妈 → 返屋企探爸媽.
看 探 v next=爸妈|父母|爸爸妈妈|爷爷|奶奶|外公|外婆|病人|朋友
看 睇 v
看看 睇吓 v
看一下 睇吓 v
看书 睇|書 v vo
看报纸 睇|報紙 v vo
看电视 睇|電視 v vo
看电影 睇|戲 v vo
看医生 睇|醫生 v vo
看见 見到 v
看到 見到 v
看不见 睇唔到 v
看不到 睇唔到 v
看不懂 睇唔明 v
看得懂 睇得明 v
看上去 睇落 v
看来 睇嚟 adv
看着 睇落 v next=很|挺|不|真|好|还|特别|有点|非常|蛮|几   # how it looks: 看着很好吃 → 睇落好好食
看着 睇住 v
瞧 睇 v
瞅 睇 v
望 = v
见 見 v
见面 見|面 v vo
见到 見到 v
遇到 撞到 v
碰到 撞到 v
碰见 撞見 v
听 聽 v
听听 聽吓 v
听见 聽到 v
听到 聽到 v
听说 聽講 v
听不懂 聽唔明 v
听得懂 聽得明 v
听话 聽話 v
# the more one says: 你越说我越糊涂 → 你越講我越糊塗
说 講 v next=的   # what someone said: 你说的那家餐厅 → 你講嗰間餐廳 (not 「你話」)
说 講 v prev=越|一
说 話 v next=他|她|你|我|他们|她们|你们|我们|人家|别人|大家
说 話 v prev=你|您 q
# someone 说 + what they said: 他说要给大家做 → 佢話要…, 他说一会儿下班 → 佢話一陣放工
说 話 v prev:p next:modal
说 話 v prev:p next:t
说 話 v prev:p next=要|会|不|没|没有|是|不是|已经|就|想|可以|能|一会儿|马上|等|也|都|过两天|这|那|这样|那样|这个|那个|明天|今天|昨天|下次|以后
别说 咪話
虽然说 雖然話
说 講 v
说说 講吓 v
说过 講過 v
说好 講好 v
说不定 話唔定 adv
讲 講 v
讲话 = n prev=发表|重要|的|这次|那次   # a speech (发表讲话), not talking
讲话 講|嘢 v vo
聊天 傾|偈 v vo
聊 傾 v
聊聊 傾吓 v
聊聊天 傾吓偈 v
谈 傾 v
谈谈 傾吓 v
商量 = v
告诉 話 v
问 問 v
问问 問吓 v
喊 嗌 v
吵架 嗌|交 v vo
吵 嘈 a
骂 鬧 v
哭 喊 v
笑 = v
知道 知 v
认识 識 v
认得 認得 v
懂 明 v
懂得 識 v
明白 = v
会 識 next=说|讲|写|游泳|开车|做饭|弹|唱|跳舞|画|用|骑|做 modal
会 會 modal
记得 = v
记住 記住 v
忘记 唔記得 v
# a warning is about what has not happened: 别忘了带护照 → 唔好唔記得帶護照
忘了 唔記得 v prev=别|不要|千万别|千万不要|可别
忘了 唔記得咗 v
# a flight or train running late: 飞机晚点了 → 飛機遲咗; otherwise later: 晚点再说 → 遲啲再講
晚点 遲 v next=了
晚点 遲啲
忘 唔記得 v
# leaving something behind: 我把钥匙忘在家里了 → 我將條鎖匙漏咗喺屋企
忘在 漏咗喺 v
想 諗 prev=越   # 我越想越生气 → 我越諗越嬲
想 諗 next=了|一下|一想|办法|清楚|到|起|起来|好|过|太多|出来|出|什么|着|东西|得
想 諗 prev=我 next=是|应该|可能|大概|多数|我
想 掛住 next:p end
想 = v modal
想想 諗吓 v
想一想 諗吓 v
想到 諗到 v
想起 諗起 v
想起来 諗起 v
想法 諗法 n
想念 掛住 v
思念 掛住 v
觉得 覺得 v
认为 認為 v
以为 以為 v
考虑 諗 v
猜 估 v
猜猜 估吓 v
相信 信 v
希望 = v
打算 = v
决定 決定 v
确定 確定 v
# coming and going
来 嚟 v
过来 過嚟 v
回来 返嚟 v
进来 入嚟 v
出来 出嚟 v
上来 上嚟 v
下来 落嚟 v
起来 起嚟 v
去 = v
过去 過去 v
回去 返去 v
进去 入去 v
出去 = v
上去 = v
下去 落去 v
回 返 next=家|来|去|国|学校|公司|办公室|广州|香港|北京|上海|老家|家乡|宿舍|酒店
回 次 prev:num
回 = v
回家 返|屋企 v vo
到家 到|屋企 v vo
进口 入口 n next=处|在哪|在哪儿|在哪里   # the way in
进口 = v   # imported (进口的汽车): not the way in, 入口
进 入 v
进门 入門 v
出门 出|街 v vo
走 行 next=路|过去|过来|到|进|出|回|上|下|一下|着|走|得|了一|很远|很远的路|这么远|那么远|很|好远|去|远|近|快|慢|回家|回来|回去|快点|快一点|慢点|慢一点|过|进来|进去|出来|出去
走 行 prev=慢慢|一边|一路|往|向|难|好|边
走 行 next=那么|这么|错|错路
走 行 next:num   # how far or how long one walks: 走五分钟就到了 → 行五分鐘就到喇
走错 行錯 v
走 = v
走路 行|路 v vo
走走 行吓 v
走过去 行過去 v
走过来 行過嚟 v
走回去 行返去 v
走进 行入 v
走出 行出 v
逛 行 v
逛街 行|街 v vo
散步 = v
跑 = v
跑步 跑|步 v vo
爬山 行|山 v vo
站 企 v next=起来|在|着|住|一会儿|好
站起来 企起身 v
站着 企住 v
坐 = v
坐下 坐低 v
坐车 搭|車 v vo
坐地铁 搭|地鐵 v vo
坐公交 搭|巴士 v vo
坐公交车 搭|巴士 v vo
坐巴士 搭|巴士 v vo
坐出租车 搭|的士 v vo
坐飞机 搭|飛機 v vo
坐船 搭|船 v vo
坐火车 搭|火車 v vo
打车 截|的士 v vo
搭 = v
乘 搭 v
乘坐 搭 v
开车 揸|車 v vo
骑车 踩|單車 v vo
骑自行车 踩|單車 v vo
骑 踩 next=自行车|单车|车
骑 騎 v
下车 落|車 v vo
下楼 落|樓 v vo
下山 落|山 v vo
下乡 落|鄉 v vo
下船 落|船 v vo
下飞机 落|機 v vo
下楼梯 落|樓梯 v vo
吃不下 食唔落 v
坐不下 坐唔落 v
装不下 裝唔落 v
放不下 放唔落 v
住不下 住唔落 v
咽不下 吞唔落 v
上车 上|車 v vo
停车 泊|車 v vo
堵车 塞|車 v vo
塞车 塞|車 v vo
迟到 遲到 v
到 = v
到达 到 v
出发 出發 v
离开 離開 v
搬家 搬|屋 v vo
搬 = v
# daily life
睡 瞓 v
# Verbs of holding and posture, so the 着 after them is 住 (拎着个袋 → 拎住個袋).
拎 = v
瞪 = v
盯 = v
挡 = v
罩 = v
叼 = v
兜 = v
缠 = v
揪 = v
蒙 = v
捧 = v
披 = v
搂 = v
牵 = v
顶 = v
压 = v
守 = v
护 = v
撑 = v
捂 = v
捏 = v
含 = v
趴 = v
围 = v
憋 = v
揣 = v
夹 = v
绑 = v
垫 = v
托 = v
攥 = v
拽 = v
扯 = v
睡觉 瞓|覺 v vo
睡着 瞓着 v
睡不着 瞓唔着 v
# 着 of a result reached is 到 (找不着 → 搵唔到, 找着了 → 搵到喇), but for sleep (瞓唔着)
不着 唔到
找着 搵到 v
猜着 估中 v
对着 對住 v
刺穿 = v
揭穿 拆穿 v
戳穿 篤穿 v
看穿 睇穿 v
闹着玩 玩吓 v
慢着 咪住
午睡 瞓|晏覺 v vo
睡懒觉 瞓|晏覺 v vo
起床 起身 v
醒 = v
醒来 醒 v
洗 = v
洗澡 沖|涼 v vo
洗脸 洗|面 v vo
洗手 洗|手 v vo
洗头 洗|頭 v vo
洗衣服 洗|衫 v vo
洗碗 洗|碗 v vo
刷牙 = v vo
穿 著 v
穿衣服 著|衫 v vo
穿上 著上 v
脱 除 v next=衣服|外套|大衣|鞋|鞋子|袜子|裤子|帽子|手套|了|掉|下   # taking clothes off; 脱欧, 脱贫 are not
脱 = v
脱衣服 除|衫 v vo
换 換 v
换衣服 換|衫 v vo
戴 = v
打扫 打掃 v
收拾 執 v
整理 執 v
扔 掟 v
扔掉 掟咗 v
丢 跌 v
丢了 唔見咗 v
丢掉 掉咗 v
捡 執 v
拿 攞 v
拿走 攞走 v
拿来 攞嚟 v
拿去 攞去 v
取 攞 v
放 落 v next=葱|盐|糖|辣椒|味精|酱油|醋|姜|蒜|香菜|胡椒|油|芫荽
放 = v
放下 放低 v
藏 收埋 v
躲 匿 v
找你 找返你 v next:num
找你 搵你 v
找 搵 v
找到 搵到 v
找不到 搵唔到 v
寻找 搵 v
帮 幫 v
帮忙 幫|手 v vo
帮助 幫手 prev=的
帮助 幫 v
帮我 幫我 v
等 = v
等一等 等陣 v
等着 等緊 v
住 = v
住在 住喺 v
玩 = v
玩儿 玩 v
玩玩 玩吓 v
玩游戏 打|機 v vo
打游戏 打|機 v vo
打电子游戏 打|機 v vo
打电话 打|電話 v vo
打 = v
打开 打開 v
开 開 v
开门 開|門 v vo
开灯 開|燈 v vo
开空调 開|冷氣 v vo
关 閂 next=门|窗|窗户|上|好|掉
关 熄 next=灯|火|电视|电脑|机
# the light, fire or set taken hold of first: 把灯关了 → 將盞燈熄咗
关 熄 prev=灯|火|电视|电脑
关门 閂|門 v vo
关灯 熄|燈 v vo
关掉 閂咗 v
用 = v
使用 用 v
花钱 使|錢 v vo
花 使 next=钱|了|掉|时间|多少
赚钱 搵|錢 v vo
挣钱 搵|錢 v vo
赚 賺 v
挣 搵 v
省钱 慳|錢 v vo
省 慳 next=钱|时间|电|水
浪费 嘥 v
借 = v
还钱 還|錢 v vo
存钱 儲|錢 v vo
取钱 攞|錢 v vo
换钱 找|錢 v vo
找钱 找|錢 v vo
修 整 v
修理 整 v
修好 整好 v
弄 整 v
弄坏 整爛 v
弄好 整好 v
弄丢 整唔見 v
搞 搞 v
搞定 搞掂 v
做完 做完 v
做 = v
干 做 next=什么|嘛|啥|活|吗|活儿|完|什么都|什么也|这些|那些|这种|那种|这个|那个|这|那|工作|坏事|好事|大事|一行|这行|了什么|过什么|累|完了
干 做 prev=来|去|事|没事|有事|想|肯|敢|不想|不肯|不敢|愿意|打算|准备|继续|接着|好好|苦|一起|自己|这样|那样|怎么
# after someone 干 is doing (我一个人干, 他干了三年); after a thing it is drying (衣服干了 → 衫乾咗)
干 做 prev=人|一起|自己|我|你|他|她|我们|你们|他们|咱们|大家|谁 next=了|过|得|不|的
干 做 prev=人|一起|自己|我|你|他|她|我们|你们|他们|咱们|大家|谁 end
干活 做|嘢 v vo
干活儿 做|嘢 v vo
做事 做|嘢 v vo
工作 做| v next=了|过 !end   # worked for a time: 他在微软工作了十年 → 佢喺微軟做咗十年
工作 做|嘢 v vo prev=在|正在|要|去|想|不|没|没有|不想|努力|开始|喜欢|得|会|停止|认真|一起|拼命|都|也|还|继续|需要|应该
工作 做|嘢 prev:p
工作 做|嘢 v vo end !prev=找到|找|有|没有|换|新|份|的|好|好的|新的|更好的|这份|那份|一份|丢了|辞了|辞掉|了
工作 做|嘢 prev:t   # after a time it is working: 我每天工作八个小时 → 我每日做嘢八個鐘頭
工作 做|嘢 next:num
工作 工 n
下班 放|工 v vo
加班 加|班 v vo
上学 返|學 v vo
放学 放|學 v vo
下课 落|堂 v vo
读书 讀|書 v vo
学习 學 v
学 學 v
学会 學識 v
教会 教識 v
交代 = v
教 = v
写 寫 v
写字 寫|字 v vo
画 畫 v
画画 畫|畫 v vo
唱 = v
唱歌 唱|歌 v vo
跳舞 跳|舞 v vo
游泳 游|水 v vo
辞职 辭|職 v vo
请假 請|假 v vo
开会 開|會 v vo
发 發 v
发短信 發|短訊 v vo
发信息 發|訊息 v vo
发消息 發|訊息 v vo
发烧 發|燒 v vo
发现 發現 v
生病 病 v
感冒 = v
咳嗽 咳 v
打针 打|針 v vo
住院 住|院 v vo
疼 痛 a
痛 = a
头疼 頭痛 a
头痛 = a
肚子疼 肚痛 a
肚子痛 肚痛 a
# shopping
买 買 v
买东西 買|嘢 v vo
卖 賣 v
购物 買|嘢 v vo
逛商场 行|商場 v vo
排队 排|隊 v vo
付 畀 v
付款 畀|錢 v vo
送 = v
交 = v
递 遞 v
退 = v
退货 退|貨 v vo
试 試 v
试试 試吓 v
试一下 試吓 v
选 揀 v
挑 揀 v
选择 揀 v
要 = v modal
# feelings as verbs
喜欢 鍾意 v
爱 愛 v
讨厌 憎 v
恨 憎 v
怕 驚 v
恐怕 恐驚 adv
害怕 驚 v
担心 擔心 v
放心 = v
生气 嬲 v a
发脾气 發|脾氣 v vo
着急 心急 a
急 = a
# abilities and modal verbs
能 可以 modal
能够 可以 modal
可以 得 end !q !prev=还   # 还可以 is "not bad"; 就可以了 → 就得喇, 都可以 → 都得, 当然可以 → 梗係得
可以 = modal
应该 應該 modal
# 该 + verb is "ought to" (我该走了 → 我要走喇); 该 before a noun (该公司) stays.
该 要 modal next:v
# should, before anything else (该怎么办 → 應該點算)
该 應該
应当 應該 modal
必须 一定要 modal
肯 = modal
敢 = modal
愿意 肯 modal
# change
变 變 v
变成 變成 v
开始 開始 v
结束 完 v
完成 = v
停 = v
停下来 停低 v
继续 繼續 v
准备 準備 v
参加 參加 v
帮帮 幫吓 v
照顾 照顧 v
陪 = v
抱 攬 v
亲 錫 v
摸 掂 v
碰 掂 v
推 = v
拉 = v
拖 = v
抬 = v
踢 = v
# done away with after a verb: 把水倒掉 → 將啲水倒咗, 卖掉 → 賣咗 (alone, 掉 is falling: 跌)
掉 咗 prev:v !prev=起|上|下|来|去|到
掉 跌 v
倒 = v
扶 = v
叫醒 叫醒 v
结婚 結|婚 v vo
离婚 離|婚 v vo
生孩子 生|仔 v vo
养 養 v
养狗 養|狗 v vo
养猫 養|貓 v vo
喂 餵 v
抽烟 食|煙 v vo
吸烟 食|煙 v vo
点火 點火 v
下雨 落|雨 v vo
下雪 落|雪 v vo
刮风 打|風 v vo
打雷 行|雷 v vo
出太阳 出|太陽 v vo
长得 生得 v
像 似 v
就像 就好似
像话 似樣 a
像样 似樣 a
图像 圖像 n
录像 錄像 n
影像 = n
想像 = v
偶像 = n
肖像 = n
画像 畫像 n
雕像 = n
佛像 = n
头像 頭像 n
人像 = n
剩下 剩低 v
留下 留低 v
记着 記住 v
惦着 掛住 v
着凉 冷親 v
干得 做得
替 幫
代替 = v
替代 = v
替换 替換 v
交替 = v
接替 = v
替身 = n
当心 因住 v
挤 逼 a
拥挤 逼 a
答应 應承 v
念书 讀|書 v vo
动手 郁手 v
# moving, budging: 别动 → 咪郁, 搬不动 → 搬唔郁, 动不了 → 郁唔到
动 郁 v
动弹 郁 v
别动 咪郁
不要动 唔好郁
动一下 郁一下 v
活动一下 郁吓 v
活动 活動
浇水 淋|水 v vo
浇花 淋|花 v vo
浇 淋 v
吭声 出聲 v
受伤 受|傷 v vo
扭伤 扭親 v
烫伤 淥親 v
烫 熱 a prev=太|很|好|真|有点|这么|那么|非常
摔伤 跌親 v
撞伤 撞親 v
碰伤 撞親 v
割伤 界親 v
# Hurt by accident, not by someone: 被烫伤 is 淥親 alone (「畀人淥親」 would blame a person).
被烫伤 淥親 v
被扭伤 扭親 v
被摔伤 跌親 v
被撞伤 撞親 v
被碰伤 撞親 v
被割伤 界親 v
下毛毛雨 落雨溦 v
动不动就 郁啲就 adv
动不动 郁啲 adv
拼命 搏命 v
妨碍 阻 v
长大 大個 v
想通 諗通 v
吓得 嚇到
气得 嬲到
搞得 搞到
弄得 搞到
得要命 到死
得要死 到死
逃跑 走佬 v
发疯 發癲 v
发抖 震 v
擦 抹 v
擦伤 擦傷 v
摩擦 = v
橡皮擦 膠擦 n
堵住 塞住 v
堵 塞 v
抓住 捉住 v
抓 捉 v
瞎说 亂講 v
胡说 亂講 v
胡说八道 亂講 v
瞎 盲 v next=了
瞎 亂 adv
瞎子 盲佬 n
滚开 躝開
滚出去 躝出去
复习 溫習 v
用得着 使 v
走开 行開 v
打扰 阻 v
探望 探 v
气死 激死 v
倒闭 執笠 v
谈恋爱 拍|拖 v vo
收起来 收埋 v
量体温 探|熱 v vo
光顾 幫襯 v
吓唬 嚇 v
结帐 埋單 v
装模作样 扮嘢 v
估计 估 v
打球 打|波 v vo
踢球 踢|波 v vo
解雇 炒 v
发火 發嬲 v
打麻将 打|麻雀 v vo
及格 合格 v
强迫 逼 v
偷 = v
抢 搶 v
撞 = v
罚 罰 v
关上 閂埋 v
洗个澡 沖個涼 v
坏了 壞咗
想你 掛住你 end
想我 掛住我 end
想他 掛住佢 end
想她 掛住佢 end
想你们 掛住你哋 end
# not missing someone: wanting or thinking of what they do (我想他有很多话要说, 我想你们弄错了)
想你 =
想我 =
想他 想佢
想她 想佢
想你们 想你哋
想家 掛住屋企 v
迷路 蕩失路 v
`;
