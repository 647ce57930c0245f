import {
  Activity, BarChart3, Briefcase, Code2, Crosshair, Eye, GalleryHorizontal, Gauge, Heart, ImageIcon, LayoutGrid,
  LayoutTemplate, ListChecks, MapPin, Megaphone, MonitorSmartphone, MousePointerClick, PiggyBank, Play, Repeat2,
  Search, Settings2, ShoppingBag, ShoppingCart, Smartphone, Sparkles, Target, TrendingUp, UserRoundSearch, Users,
  UsersRound, Video, Wallet,
} from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import type { IconName } from "@/content/services/types";
import { FacebookIcon, InstagramIcon } from "./brand-icons";

/** A lucide icon or one of our inline brand marks. */
export type Icon = ComponentType<SVGProps<SVGSVGElement>>;

// Brand marks first, then lucide's glyphs under their own names.
export const icons: Record<IconName, Icon> = {
  Facebook: FacebookIcon, Instagram: InstagramIcon, Activity, BarChart3, Briefcase, Code2, Crosshair, Eye,
  GalleryHorizontal, Gauge, Heart, ImageIcon, LayoutGrid, LayoutTemplate, ListChecks, MapPin, Megaphone,
  MonitorSmartphone, MousePointerClick, PiggyBank, Play, Repeat2, Search, Settings2, ShoppingBag, ShoppingCart,
  Smartphone, Sparkles, Target, TrendingUp, UserRoundSearch, Users, UsersRound, Video, Wallet,
};

/** A platform's mark sits on the platform's own colours instead of the brand gradient. */
export const iconTiles: Partial<Record<IconName, string>> = {
  Facebook: "bg-[#1877f2] shadow-[#1877f2]/30",
  Instagram: "bg-gradient-to-tr from-[#f58529] via-[#dd2a7b] to-[#8134af] shadow-[#dd2a7b]/30",
};
