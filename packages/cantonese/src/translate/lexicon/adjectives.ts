// Adjectives and degree words. Format: see format.ts.
export const ADJECTIVES = `
有名 出名 a
大声 大聲 a
小声 細聲 a
坐立不安 =
烦躁不安 =
焦躁不安 =
不安心 唔安樂 a
不满足 唔滿足 a
不过瘾 唔過癮 a
很 好 adv
挺 幾 adv
蛮 幾 adv
满 幾 next:a
划算 抵 a
极了 到極
非常 好 adv
十分 好 adv
特别 特別 adv
太 = adv
# Before an adjective Cantonese says 真係 (真好 → 真係好).
真 真係 adv next:a
真 真係 adv next=好|有|是|会|不
真 = adv
更 仲 adv
更加 仲 adv
最 = adv
好 = a
好的 好 end start
好的 好嘅
坏 壞 a
大 = a
小 細 a
多 幾 prev:num
多 = a
少 = a
高 = a
矮 = a
长 長 a
短 = a
胖 肥 a
肥 = a
瘦 = a
重 = a
轻 輕 a
快 = a
慢 = a
早 = a
晚 夜 prev=太|很|好|这么|那么|多|有点|都
晚 = a
迟 遲 a
远 遠 a
近 = a
新 = a
旧 舊 a
# always, before a verb: 他老迟到 → 佢成日遲到
老 成日 next:v
老 = a
年轻 後生 a
贵 貴 a
便宜 平 a
漂亮 靚 a
# 美 in front of a noun belongs to a fixed word (美人, 美人鱼, 美景): only the predicate is 靚
美 = a next:n
美 靚 a
难看 難睇 a
丑 醜樣 a
帅 靚仔 a
英俊 靚仔 a
可爱 得意 a
好吃 好食 a
难吃 難食 a
好喝 好飲 a
难喝 難飲 a
好听 好聽 a
难听 難聽 a
好玩 = a
好玩儿 好玩 a
有趣 得意 a
有意思 得意 a
无聊 悶 a
闷 悶 a
累 攰 a
辛苦 = a
困 眼瞓 a
饱 飽 a
渴 口渴 a
口渴 = a
热 熱 a
冷 凍 a
凉 涼 a
凉快 涼爽 a
暖和 暖 a
舒服 = a
难受 辛苦 a
开心 開心 a
高兴 開心 a
快乐 開心 a
难过 唔開心 a
伤心 傷心 a
紧张 緊張 a
害羞 怕醜 a
麻烦 麻煩 a
容易 = a
简单 簡單 a
难 難 a
方便 = a
忙 = a
闲 得閒 a
有空 得閒 a
空闲 得閒 a
脏 污糟 a
乱 亂 a
整齐 企理 a
整整齐齐 齊齊整整 a
聪明 叻 a
笨 蠢 a
傻 = a
厉害 犀利 a
棒 勁 a
对 啱 end
对 啱 prev=很|都|也|不|得|说得|讲得|是|真
对 對
错 錯 a
对的 啱嘅
奇怪 = a
危险 危險 a
安全 = a
安静 靜 a
热闹 熱鬧 a
香 = a
臭 = a
甜 = a
咸 鹹 a
辣 = a
酸 = a
苦 = a
淡 = a
新鲜 新鮮 a
熟 = a
生 = a
湿 濕 a
干 乾 end
黑 = a
白 = a
白费 = v   # wasted (白费力气 → 白費氣力: 力气 is still 气力)
红 紅 a
黄 黃 a
绿 綠 a
蓝 藍 a
够 夠 a
足够 夠 a
清楚 = a
明显 明顯 a
正常 = a
厚 = a
薄 = a
宽 闊 a
窄 = a
粗 = a
细 幼 a
深 = a
浅 淺 a
亮 光 a
锃 =   # bound: listed so 锃亮 is 锃 + 亮 → 锃光 (擦得锃亮 → 抹到锃光)
暗 = a
软 軟 a
硬 = a
久 耐 a
永久 = a
持久 = a
悠久 = a
长久 長久 a
久违 久違 a
合适 啱 a
适合 啱 v
糟糕 弊 a
结实 實淨 a
疯 癲 a
疯子 癲佬 n
疯狂 瘋狂 a
痒 痕 a
痒痒 痕 a
不对劲 唔對路 a
走运 好彩 a
不走运 唔好彩 a
面熟 面善 a
上火 熱氣 a
完蛋 玩完 a
机灵 醒目 a
唠叨 囉嗦 a
相当 幾 adv
相当于 相當於 v
`;
